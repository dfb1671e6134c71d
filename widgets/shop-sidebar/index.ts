// Woodmart's off-canvas shop sidebar: `.wd-show-sidebar-btn` (in the shop tools) and the sticky
// `.wd-sidebar-opener` open `.sidebar-container.area-sidebar-shop` as a side panel where the body
// classes put it off canvas (`offcanvas-sidebar-mobile` ≤ 768, `-tablet` ≤ 1024, `-desktop`
// above); elsewhere the sidebar is a column and the openers do nothing. The sticky opener shows
// once the tools' opener has scrolled out of view.
import { defineWidget } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { drawer, type Drawer } from '../../src/ui/drawer';
import { offCanvasNow } from './shop-sidebar.connector';

export const SIDEBAR_OPENER_SELECTOR = '.wd-show-sidebar-btn, .wd-sidebar-opener';
const SIDEBAR_SELECTOR = '.sidebar-container.area-sidebar-shop';

/** One panel per sidebar, shared by its openers; the count lets the last unmount release it. */
const panels = new WeakMap<HTMLElement, { panel: Drawer; users: number; controller: AbortController }>();

export const shopSidebar = defineWidget<Record<string, never>>({
  name: 'shop-sidebar',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  markup: [{ selector: SIDEBAR_OPENER_SELECTOR, read: () => ({}) }],
  enhance(_props, { element: wrapper, signal }) {
    const doc = wrapper.ownerDocument;
    const view = doc.defaultView;
    const sidebar = doc.querySelector<HTMLElement>(SIDEBAR_SELECTOR);
    const link = wrapper.matches('a') ? wrapper : wrapper.querySelector<HTMLElement>('a') ?? wrapper;
    if (!sidebar || !view) return;
    if (!sidebar.id) sidebar.id = 'vitrin-shop-sidebar';
    let entry = panels.get(sidebar);
    if (!entry) {
      const controller = new AbortController();
      const markOpeners = (open: boolean) => {
        for (const opener of doc.querySelectorAll<HTMLElement>(`${SIDEBAR_OPENER_SELECTOR.split(', ').map((s) => `${s} a`).join(', ')}`)) {
          opener.setAttribute('aria-expanded', String(open));
        }
      };
      entry = {
        panel: drawer(sidebar, { id: 'shop-sidebar', label: t('common:shopSidebar'), dialog: 'while-open', onChange: markOpeners, signal: controller.signal }),
        users: 0,
        controller,
      };
      panels.set(sidebar, entry);
    }
    entry.users++;
    const shared = entry;

    link.setAttribute('role', 'button');
    link.setAttribute('aria-controls', sidebar.id);
    link.setAttribute('aria-expanded', String(shared.panel.isOpen()));
    const applies = () => offCanvasNow(Array.from(doc.body.classList), view.innerWidth);
    link.addEventListener('click', (event) => {
      if (!applies()) return;
      event.preventDefault();
      if (shared.panel.isOpen()) shared.panel.close(true);
      else shared.panel.open(link);
    }, { signal });
    link.addEventListener('keydown', (event) => {
      if (event.key !== ' ' || event.repeat) return;
      event.preventDefault();
      link.click();
    }, { signal });

    // The sticky opener: shown while the tools' opener is out of view.
    if (wrapper.matches('.wd-sidebar-opener')) {
      const anchor = doc.querySelector<HTMLElement>('.wd-show-sidebar-btn');
      if (anchor && 'IntersectionObserver' in view) {
        const observer = new IntersectionObserver(([record]) => {
          wrapper.classList.toggle('wd-shown', record ? !record.isIntersecting && record.boundingClientRect.top < 0 : false);
        });
        observer.observe(anchor);
        signal.addEventListener('abort', () => observer.disconnect(), { once: true });
      }
    }

    return () => {
      wrapper.classList.remove('wd-shown');
      shared.users--;
      if (shared.users === 0) {
        shared.controller.abort();
        panels.delete(sidebar);
      }
    };
  },
});
