/** ["chrome90", "edge90", …] for esbuild's `target`, from package.json's browserslist. */
export function esbuildTargets(queries?: string | readonly string[]): string[];
