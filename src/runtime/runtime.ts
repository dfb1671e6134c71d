// The runtime: finds mount points, loads each widget's chunk when its deferral says, mounts each
// mount point once (React root or markup enhancement), keeps later HTML in step (MutationObserver)
// and unmounts what leaves the page. Scanning costs what was inserted: one compiled union selector
// per registry, nested inserted scopes merged, mutations inside React roots ignored, props read in
// the mount job, and all of it in the scheduler's short slices.
//
// One room per concern (issue 29), each building on the one before:
//   registry.ts  what is known: widgets, behaviours, the union selector, mount records, events
//   load.ts      chunks (widgets, behaviours, React), prefetch, whenSettled
//   scan.ts      which elements mount, and when (deferral, held interactions)
//   mount.ts     the mount job, failures contained, retry, teardown and unmount
//   observe.ts   inserted and removed HTML
import { RuntimeObserve } from './observe';

export { ROOT_MARK, STATUS, type LifecycleDetail, type LifecycleType } from './registry';

export class Runtime extends RuntimeObserve {}
