// `npm run build`, second half: the installable WordPress plugin, from the bundle vite just built.
// dist/wordpress/vitrin/ (the folder) and dist/wordpress/vitrin.zip (what "Upload plugin" takes):
// the PHP from adapters/wordpress/plugin/, the family map as families.json, build.json naming the
// loader, the core module and the release, and the bundle under assets/.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { familyPlans } from '../adapters/wordpress/families';
// @ts-expect-error plain-JS helper without type declarations
import { writeZip } from './wordpress/zip.mjs';

const root = process.cwd();
const dist = join(root, 'dist');
const out = join(dist, 'wordpress');
const folder = join(out, 'vitrin');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

if (!existsSync(join(dist, 'vitrin.js'))) throw new Error('build-wp-plugin: dist/vitrin.js is missing; run `npx vite build` first');
const core = readdirSync(dist).filter((f) => /^vitrin-core\..+\.js$/.test(f));
if (core.length !== 1 || !core[0]) throw new Error(`build-wp-plugin: expected one dist/vitrin-core.*.js, found ${core.length}`);

rmSync(out, { recursive: true, force: true });
mkdirSync(join(folder, 'assets'), { recursive: true });
cpSync(join(root, 'adapters/wordpress/plugin'), folder, { recursive: true });
// The bundle as a theme would copy it (README "Adding Vitrin to a WordPress theme"), source maps aside.
for (const entry of readdirSync(dist)) {
  if (entry === 'wordpress') continue;
  cpSync(join(dist, entry), join(folder, 'assets', entry), { recursive: true, filter: (src) => !src.endsWith('.map') });
}

const loader = readFileSync(join(dist, 'vitrin.js'));
// The loader's ?ver=: the release plus its content (it names the core's hash), so a rebuild is never served stale.
const assetVersion = `${pkg.version}-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}`;
writeFileSync(join(folder, 'build.json'), `${JSON.stringify({ version: pkg.version, assetVersion, loader: 'vitrin.js', core: core[0], css: existsSync(join(dist, 'vitrin.css')) ? 'vitrin.css' : '' }, null, 1)}\n`);
writeFileSync(join(folder, 'families.json'), `${JSON.stringify(familyPlans, null, 1)}\n`);
const main = join(folder, 'vitrin.php');
writeFileSync(main, readFileSync(main, 'utf8').replace(/^( \* Version:\s+).*$/m, `$1${pkg.version}`));

const files: { name: string; data: Buffer }[] = [];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else files.push({ name: `vitrin/${relative(folder, path).split('\\').join('/')}`, data: readFileSync(path) });
  }
};
walk(folder);
writeFileSync(join(out, 'vitrin.zip'), writeZip(files) as Buffer);
console.log(`build-wp-plugin: dist/wordpress/vitrin/ and vitrin.zip (${files.length} files, ${Math.round(statSync(join(out, 'vitrin.zip')).size / 1024)} KB), release ${assetVersion}`);
