// Stand-in for react-dom/server: react-shadow only calls it in its SSR mode, which Vitrin never uses.
export function renderToString(): string {
  throw new Error('[vitrin] server rendering is not part of the browser bundle');
}
