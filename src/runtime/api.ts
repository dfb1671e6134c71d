// window.Vitrin: the public face of the running script.
import type { Runtime, LifecycleDetail, LifecycleType } from './runtime';

declare const __VITRIN_VERSION__: string;

export interface VitrinApi {
  readonly version: string;
  /** Mounts mount points inside `root` (default: the document) that are not mounted yet. */
  rescan(root?: ParentNode): void;
  /** Unmounts mount points inside `root` (default: all), restoring their fallback; returns how many. */
  unmount(root?: ParentNode): number;
  /** Lifecycle events: 'mounted' | 'unmounted' | 'failed'; returns the unsubscribe. */
  on(type: LifecycleType, handler: (detail: LifecycleDetail) => void): () => void;
  /** Resolves once every queued mount has run, its first render is on screen, and the presses held for it are replayed. */
  ready(): Promise<void>;
  /** How many mount points are mounted or waiting for their deferral. */
  readonly mountCount: number;
}

export function createApi(runtime: Runtime): VitrinApi {
  return {
    version: typeof __VITRIN_VERSION__ === 'string' ? __VITRIN_VERSION__ : 'dev',
    rescan: (root) => runtime.scan(root ?? document),
    unmount: (root) => runtime.unmount(root),
    on(type, handler) {
      const listener = (event: Event) => handler((event as CustomEvent<LifecycleDetail>).detail);
      runtime.events.addEventListener(type, listener);
      return () => runtime.events.removeEventListener(type, listener);
    },
    ready: () => runtime.whenSettled(),
    get mountCount() {
      return runtime.size;
    },
  };
}
