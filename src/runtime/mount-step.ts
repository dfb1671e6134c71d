// The mount step proper: once a widget's code is here, read its props (./props.ts) and enhance the
// markup or render its React root, a crash restoring the server markup (V020, V021). Nothing of it
// runs before a widget's chunk has arrived, so it is not in the core every page downloads before
// any widget code (issue 36): the build puts it in the chunk every widget chunk imports, and the
// runtime (./mount.ts) imports it beside the first widget's chunk.
import { resolveProps } from './props';
import { ErrorCode, reportError, type ErrorCodeValue } from './errors';
import type { AnyWidget, RootWidget } from './types';
import type * as ReactRoot from './react-root';
import { ROOT_MARK, STATUS, type LifecycleDetail, type LifecycleType, type MountRecord } from './registry';
import type { EarlyContract } from './early';
import type { PageSettings } from '../host/settings';

/** What the mount step needs of the runtime (./mount.ts). */
export interface MountHost {
  readonly settings: PageSettings;
  readonly committing: Set<MountRecord>;
  early(call: (contract: EarlyContract) => void): void;
  current(record: MountRecord): boolean;
  settled(record: MountRecord): void;
  markMounted(record: MountRecord): void;
  rejectProps(record: MountRecord, code: ErrorCodeValue, message: string): void;
  teardown(record: MountRecord): void;
  fire(type: LifecycleType, detail: LifecycleDetail): void;
}

/** Mounts `record` with its widget; React's module is here if the widget is a root (./mount.ts makes sure). */
export function mount(host: MountHost, record: MountRecord, widget: AnyWidget, react: typeof ReactRoot | undefined): void {
  const { element } = record;
  if (!host.current(record)) return;
  // Ticks the shopper made while it waited are put back and replayed after the mount (early.ts).
  host.early((c) => c.rewind(element));
  const reader = record.viaMarkup ? widget.markup?.find((r) => element.matches(r.selector)) : undefined;
  if (record.viaMarkup && !reader) return host.rejectProps(record, ErrorCode.MarkupUnreadable, 'no markup reader matches this element');
  const result = resolveProps(element, widget.schema, reader, host.settings);
  if (!result.ok) return host.rejectProps(record, result.code, result.message);
  const ctx = { element, settings: host.settings, signal: record.controller.signal };
  if (widget.kind === 'enhance') {
    try {
      record.teardown = widget.enhance(result.props, ctx) ?? undefined;
      host.markMounted(record);
    } catch (error) {
      fail(host, record, ErrorCode.EnhanceFailed, error);
    }
    return;
  }
  if (react) render(host, record, widget, react, { props: result.props, ...ctx });
}

function render(host: MountHost, record: MountRecord, widget: RootWidget<unknown>, react: typeof ReactRoot, view: Parameters<typeof react.renderRoot>[1]['view']): void {
  const { element } = record;
  if (!host.current(record)) return;
  if (widget.hydrate) {
    // React keeps (and later changes) the server's own nodes: a copy is what a failure restores.
    record.fallback = Array.from(element.childNodes, (node) => node.cloneNode(true));
  } else {
    record.fallback = Array.from(element.childNodes);
    for (const node of record.fallback) element.removeChild(node);
  }
  element.setAttribute(ROOT_MARK, widget.name);
  host.committing.add(record);
  record.root = react.renderRoot(element, {
    widget,
    view,
    onMounted: () => {
      if (element.getAttribute(STATUS) !== 'mounting') return;
      host.settled(record);
      host.markMounted(record);
    },
    onError: (error: unknown) => fail(host, record, ErrorCode.RenderFailed, error),
  });
}

function fail(host: MountHost, record: MountRecord, code: ErrorCodeValue, error: unknown): void {
  const { element } = record;
  const name = record.slot.entry.name;
  host.settled(record);
  reportError(code, name, element, code === ErrorCode.RenderFailed ? 'widget crashed; fallback restored' : 'enhancement failed', error);
  // Unmounting a root from inside its own commit is not allowed: do it on the next task.
  setTimeout(() => {
    host.teardown(record);
    element.setAttribute(STATUS, 'failed');
    element.setAttribute('data-vitrin-error', code);
    host.early((c) => c.pump());
  }, 0);
  host.fire('failed', { widget: name, element, code });
}
