// data-predefined-value is applied once on load, for every filter that has one together, as the
// plugin's PredefinedData.set does once all filters have initialised: one request. The engine
// gathers the values predefined in one task (group.predefine, then one apply); the filters' React
// roots hydrate in tasks of their own, so each view hands its value here and the values reach the
// engine together, in the task after the last mount point carrying one has mounted (or failed),
// MAX_WAIT_MS at most after the first.
// The runtime's mount status attribute (src/runtime/registry STATUS), read, never written: the
// registry itself belongs to the core bundle, not to this chunk.
const STATUS = 'data-vitrin-status';

const MAX_WAIT_MS = 3000;
const POLL_MS = 16;

let queue: Array<{ signal: AbortSignal; apply: () => void }> = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = 0;

/** A mount point that carries a predefined value is still on its way. */
function carriersMounting(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('[data-predefined-value]')).some((el) => {
    const status = el.closest(`[${STATUS}]`)?.getAttribute(STATUS);
    return status === 'pending' || status === 'mounting';
  });
}

function flush(): void {
  if (carriersMounting(document) && Date.now() - started < MAX_WAIT_MS) {
    timer = setTimeout(flush, POLL_MS);
    return;
  }
  timer = undefined;
  const due = queue;
  queue = [];
  for (const { signal, apply } of due) if (!signal.aborted) apply();
}

/** Runs `apply` (which calls group.predefine) with every other filter's, once the page's carriers have mounted. */
export function predefineTogether(signal: AbortSignal, apply: () => void): void {
  queue.push({ signal, apply });
  if (timer !== undefined) return;
  started = Date.now();
  timer = setTimeout(flush, 0);
}
