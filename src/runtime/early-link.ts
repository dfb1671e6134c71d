// The core's side of the early event contract (early.ts). On a page, the loader has already put the
// contract there (window.__vitrinEvents) and the core uses that one: the contract's code is not
// shipped twice. Without a loader (unit tests, a page importing the core directly) the core brings
// its own copy, as a chunk of its own; calls made before it arrives are kept and made in order.
import type { EarlyContract, HeldEvent } from './early';

type Call = (contract: EarlyContract) => void;

export interface EarlyHooks {
  onHold(held: HeldEvent): void;
  whenQuiet(): Promise<void>;
}

export function linkEarly(doc: Document, hooks: EarlyHooks): (call: Call) => void {
  const win = (doc.defaultView ?? window) as Window & { __vitrinEvents?: EarlyContract };
  const attach = (contract: EarlyContract): EarlyContract => {
    contract.onHold = (held) => hooks.onHold(held);
    contract.whenQuiet = () => hooks.whenQuiet();
    return contract;
  };
  const present = win.__vitrinEvents;
  if (present) {
    attach(present);
    return (call) => call(present);
  }
  let loaded: EarlyContract | undefined;
  const waiting: Call[] = [];
  void import('./early-loaderless').then(
    (early) => {
      loaded = attach(early.installLoaderless(doc));
      for (const call of waiting.splice(0)) call(loaded);
    },
    (error: unknown) => {
      console.error('[vitrin] V040 early-events: ChunkLoadError: Loading chunk early failed.\n(error: unknown) Nothing is held on this page; presses go to the page as printed', error);
      // Nothing was held: every call has nothing to do, and Vitrin.ready() must not wait on it.
      loaded = inert();
      for (const call of waiting.splice(0)) call(loaded);
    },
  );
  return (call) => {
    if (loaded) call(loaded);
    else waiting.push(call);
  };
}

/** A contract that holds nothing: the page without its contract code still boots and settles. */
function inert(): EarlyContract {
  const nothing = () => undefined;
  return {
    rules: [],
    held: [],
    settled: [],
    behaviour: nothing,
    pump: nothing,
    whenReplayed: () => Promise.resolve(),
    setLimit: nothing,
    releaseAll: nothing,
    onHold: undefined,
    whenQuiet: undefined,
    addRules: nothing,
    withdraw: nothing,
    rewind: nothing,
    dispose: nothing,
  };
}
