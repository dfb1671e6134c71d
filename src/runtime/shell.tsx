// The per-root shell: an error boundary so one broken widget never takes down another, a
// layout effect that records "mounted" once the first commit is on screen, and the optional
// shadow root for floating widgets.
import { Component, useLayoutEffect, type ReactNode } from 'react';
import root from 'react-shadow';
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

const ShadowDiv = root.div;

const sheets = new Map<string, CSSStyleSheet[]>();
function adoptable(css: string): CSSStyleSheet[] {
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

export function Shell<P>({ widget, view, onMounted, onError }: ShellProps<P>) {
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
          {content}
        </ShadowDiv>
      ) : (
        content
      )}
    </WidgetErrorBoundary>
  );
}
