// Everything React: loaded (with react-dom) only when the page's first widget that draws React UI
// mounts, so pages whose widgets all enhance server markup never download it. The per-root shell:
// an error boundary so one broken widget never takes down another, a layout effect that records
// "mounted" once the first commit is on screen, and the optional shadow root for floating widgets
// (react-shadow, loaded only for those).
import { Component, createElement, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RootWidget, ViewProps } from './types';

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function MountedMarker({ onMounted }: { onMounted(): void }) {
  useLayoutEffect(() => onMounted(), [onMounted]);
  return null;
}

interface ShadowDivProps {
  className: string;
  styleSheets: CSSStyleSheet[];
  children: ReactNode;
}
let ShadowDiv: ComponentType<ShadowDivProps> | undefined;

const sheets = new Map<string, CSSStyleSheet[]>();
/** Constructable stylesheets: Chrome 73, but Safari only from 16.4 and Firefox from 101. */
const constructable = typeof Document !== 'undefined' && 'adoptedStyleSheets' in Document.prototype;
function adoptable(css: string): CSSStyleSheet[] {
  if (!constructable) return [];
  let list = sheets.get(css);
  if (!list) {
    // Constructable stylesheets are allowed under a strict CSP (no inline <style> element).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    list = [sheet];
    sheets.set(css, list);
  }
  return list;
}

export interface ShellProps<P> {
  widget: RootWidget<P>;
  view: ViewProps<P>;
  onMounted(): void;
  onError(error: unknown): void;
}

function Shell<P>({ widget, view, onMounted, onError }: ShellProps<P>) {
  const View = widget.View;
  const content = (
    <>
      <View {...view} />
      <MountedMarker onMounted={onMounted} />
    </>
  );
  return (
    <WidgetErrorBoundary onError={onError}>
      {widget.shadowCss !== undefined && ShadowDiv ? (
        <ShadowDiv className="vitrin-shadow-host" styleSheets={adoptable(widget.shadowCss)}>
          {/* Older browsers: the same CSS as a <style> in the shadow root (a strict CSP refuses it there; the widget still works). */}
          {constructable ? null : <style>{widget.shadowCss}</style>}
          {content}
        </ShadowDiv>
      ) : (
        content
      )}
    </WidgetErrorBoundary>
  );
}

export interface MountedRoot {
  unmount(): void;
}

/** Resolves once the widget can render: floating widgets wait for react-shadow's chunk, others not at all. */
export function readyToRender(widget: RootWidget<unknown>): Promise<void> | undefined {
  if (widget.shadowCss === undefined || ShadowDiv) return undefined;
  return import('react-shadow').then((shadow) => {
    ShadowDiv = shadow.default.div as unknown as ComponentType<ShadowDivProps>;
  });
}

/**
 * Renders the widget into `element`; `onMounted` runs once the first commit is on screen.
 * Hydrating widgets adopt the server's nodes (the server markup stays on screen until React has
 * taken it over, and mismatches fall back to a client render); the others commit synchronously, in
 * the task that took the server markup out, so no frame ever paints an empty mount point.
 */
export function renderRoot<P>(element: HTMLElement, props: ShellProps<P>): MountedRoot {
  const shell = createElement(Shell<P>, props);
  if (props.widget.hydrate) {
    return hydrateRoot(element, shell, {
      // The server markup differed from what the View drew: React has redrawn it (nothing is lost),
      // but a site owner should know the template is not the one the widget reads.
      onRecoverableError: (error) => console.warn(`[vitrin] ${props.widget.name}: the server markup differs from the widget's; redrawn`, error),
    });
  }
  const root = createRoot(element);
  flushSync(() => root.render(shell));
  return root;
}
