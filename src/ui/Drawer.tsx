// The kit's side panel for React roots: `useDrawer` puts the kit's drawer (drawer.ts: Woodmart's
// classes, dialog semantics, `inert` while closed and on the page behind while open, focus into the
// panel and back to its opener, Tab kept inside, Escape, the overlay, the scroll lock, one overlay
// at a time) on a theme panel and gives React its open state; `Drawer` shares that handle with the
// controls a root renders inside the panel (`useDrawerHandle`). The panel element is the mount point
// or the theme element around it, which React cannot set attributes on: that is why the frame itself
// stays the drawer's hand DOM, the one copy the cart panel, the mobile menu and the shop sidebar share.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { drawer, type Drawer as DrawerCore, type DrawerOptions } from './drawer';

export type UseDrawerOptions = Omit<DrawerOptions, 'signal' | 'onChange' | 'closeControls'> & {
  /** Told after every open and close, besides the returned state (openers on theme markup). */
  onChange?: (open: boolean) => void;
};

export interface DrawerHandle {
  open: boolean;
  show(opener: HTMLElement | null): void;
  hide(restoreFocus: boolean): void;
}

const OPEN_CLASS = 'wd-opened';

/**
 * The kit's drawer on `panel` while the component is mounted (taken down on unmount: closed, its
 * listeners gone). Its close controls are the component's own (`hide(true)` from their onClick).
 */
export function useDrawer(panel: HTMLElement | null, options: UseDrawerOptions): DrawerHandle {
  const [open, setOpen] = useState(() => panel?.classList.contains(OPEN_CLASS) ?? false);
  const latest = useRef(options);
  latest.current = options;
  const core = useRef<DrawerCore | null>(null);
  const { id, label, heading, dialog } = options;
  // A layout effect: the drawer is there within the root's first commit, before the press that
  // woke the root is replayed to it and before its children's passive effects run.
  useLayoutEffect(() => {
    if (!panel) return;
    const controller = new AbortController();
    core.current = drawer(panel, {
      id,
      label,
      ...(heading === undefined ? {} : { heading }),
      dialog,
      closeControls: false,
      fallbackFocus: () => latest.current.fallbackFocus?.() ?? null,
      onChange: (now) => {
        setOpen(now);
        latest.current.onChange?.(now);
      },
      signal: controller.signal,
    });
    setOpen(core.current.isOpen());
    return () => {
      controller.abort();
      core.current = null;
    };
  }, [panel, id, label, heading, dialog]);
  return useMemo(
    () => ({
      open,
      show: (opener) => core.current?.open(opener),
      hide: (restoreFocus) => core.current?.close(restoreFocus),
    }),
    [open],
  );
}

const DrawerContext = createContext<DrawerHandle | null>(null);

/** The open drawer's handle for a control rendered inside it (its close button, a link that leaves). */
export function useDrawerHandle(): DrawerHandle {
  const handle = useContext(DrawerContext);
  if (!handle) throw new Error('useDrawerHandle outside a <Drawer>');
  return handle;
}

export interface DrawerProps extends UseDrawerOptions {
  /** The theme's panel element (`.cart-widget-side`, `.mobile-nav`). */
  panel: HTMLElement | null;
  /** What the root draws inside the panel; a function gets the drawer's handle. */
  children: ReactNode | ((drawer: DrawerHandle) => ReactNode);
}

export function Drawer({ panel, children, ...options }: DrawerProps) {
  const handle = useDrawer(panel, options);
  return <DrawerContext.Provider value={handle}>{typeof children === 'function' ? children(handle) : children}</DrawerContext.Provider>;
}
