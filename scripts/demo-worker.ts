// What the demo's msw worker does before msw sees a request (scripts/build-demo.ts puts it ahead of
// msw's own worker script). Scripts, styles, fonts and images go to the static server as a shop's
// web server sends them: no demo handler answers one (the demo plays the shop's API and pages), yet
// msw's worker hands every request it sees to the page's main thread and waits for the page's "no"
// before fetching it (a chunk's headers came 65-88 ms after it was asked for, 4-9 ms without; a
// helper session's trace of a filter click). A listener registered first that stops the event
// without answering leaves the request to the browser's own fetch.
export const STATIC_BYPASS = `addEventListener('fetch', function (event) {
  var d = event.request.destination;
  if (d === 'script' || d === 'style' || d === 'font' || d === 'image') event.stopImmediatePropagation();
});
`;
