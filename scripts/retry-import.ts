// The chunk retry helper the build appends to every chunk with a relative dynamic import
// (vite.config.ts, retryableImports), kept here as a string so a unit test can run it against a
// fake module map of each kind of browser.

/**
 * `__vitrinImport(specifier, one)`: the first call imports the URL. A call after a failure first
 * asks the network for the URL with fetch() (offline, or a 404, fails there and the module map is
 * left alone), then imports the ORIGINAL URL: a browser that follows whatwg/html#10327 (a failed
 * fetch is not kept in the module map) fetches it and its failed static imports again, and the
 * module is the one instance every chunk shares. A browser that still keeps the failure refuses
 * at once although the network answered; only then is a `?retry=n` copy imported, and only when
 * `one` is not set (a chunk nothing else imports: nothing else holds its plain URL). Arrow
 * functions and fetch are within the browser floor; appended after esbuild, it is written small.
 */
export const RETRY_IMPORT_HELPER =
  'function __vitrinImport(s,o){var u=new URL(s,import.meta.url).href,t=__vitrinImport.t||(__vitrinImport.t=new Map),n=t.get(u)||0;'
  + 'return(n?fetch(u).then(r=>{if(!r.ok)throw r}).then(()=>import(u).catch(e=>{if(o)throw e;return import(u+"?retry="+n)}),'
  + '()=>{throw new TypeError("Failed to fetch "+u)}):import(u)).catch(e=>{t.set(u,n+1);throw e})}';
