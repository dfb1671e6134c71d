// `npm start`: install what is missing, build Vitrin and the demo shop, serve it.
import { execSync } from 'node:child_process';
import { ensureNodeModules } from './setup.mjs';

ensureNodeModules();
execSync('npx vite build', { stdio: 'inherit' });
execSync('npx vite-node scripts/build-demo.ts', { stdio: 'inherit' });
const { startServer } = await import('./serve.mjs');
const port = Number(process.env.PORT ?? 5173);
const { url } = await startServer({ port });
console.log(`\nVitrin demo shop: ${url}  (Ctrl+C to stop)`);
