// The dependency preloader the build puts in place of Vite's own (vite.config.ts, smallPreloadHelper):
// the same call, `__vitePreload(load, deps, importerUrl)`, which Vite wraps around every dynamic
// import to fetch the target's static imports and CSS beside it. It lives in the core, which every
// page downloads, and the other chunks import it from there. Kept as a string, like
// ./retry-import.ts, so a unit test can run it against a fake document.
//
// What Vite's does and this keeps: each dependency's URL resolved against the importer's, asked
// for once per page, not again when the page already links it; unlike Vite's, a second import that
// needs a stylesheet still on its way waits for it too (Vite's returned at once: a page behaviour
// imported beside another chunk of the same CSS ran unstyled for a frame, and the sticky header's
// reserved room pushed the page down and back, CLS 0.14–0.25 in one load of several); a stylesheet
// that failed is asked for again by the next import (the runtime's retry); a script as `modulepreload` (plain
// `preload` as a script where the browser lacks it: Safari before 17), CSS as a stylesheet whose
// load the import waits for, so nothing the chunk renders paints unstyled; a CSS that fails fails
// the import (the runtime reports V040 and tries again later); a CSP nonce from
// <meta property="csp-nonce"> on each link. What it leaves out (issue 36, ~0.3 KB gzip of the core):
// Vite's `vite:preloadError` window event, which nothing on a Vitrin page listens to (a chunk that
// fails is the runtime's: V040, retried), and the Promise.allSettled stand-in that serves only it.
export const PRELOAD_HELPER = `
const seen = {};
const scriptRel = (() => {
  const relList = typeof document !== 'undefined' && document.createElement('link').relList;
  return relList && relList.supports && relList.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
export const __vitePreload = (load, deps, importerUrl) => {
  if (!deps || !deps.length) return load();
  const meta = document.querySelector('meta[property=csp-nonce]');
  const nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
  // What the page links, each link's URL resolved once per call (not once per dependency: dozens
  // of links times a dozen dependencies took 8 ms at 4x CPU in a first touch's task, issue 34).
  let linked;
  return Promise.all(
    deps.map((dep) => {
      dep = new URL(dep, importerUrl).href;
      if (dep in seen) return seen[dep];
      seen[dep] = undefined;
      const css = dep.endsWith('.css');
      if (!linked) {
        linked = {};
        for (const link of document.getElementsByTagName('link')) if (linked[link.href] !== 'stylesheet') linked[link.href] = link.rel;
      }
      if (linked[dep] && (!css || linked[dep] === 'stylesheet')) return;
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : scriptRel;
      if (!css) link.as = 'script';
      link.crossOrigin = '';
      link.href = dep;
      if (nonce) link.setAttribute('nonce', nonce);
      document.head.appendChild(link);
      if (css)
        return (seen[dep] = new Promise((resolve, reject) => {
          link.addEventListener('load', resolve);
          link.addEventListener('error', () => {
            delete seen[dep];
            link.remove();
            reject(new Error('Unable to preload CSS for ' + dep));
          });
        }));
    }),
  ).then(() => load());
};
`;
