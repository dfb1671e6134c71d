// Woodmart's AJAX shop without jQuery or pjax: shop links (woodmart_settings.ajax_links), the
// sort form and the price filter load the next shop page into .main-page-wrapper by a pjax GET,
// with history pushed and back/forward restored (answers of this page view cached by address, 20 at
// most: visiting the same pages again holds one copy each).
// The `pjax` wait (issue 30): past 2.5 s the kit's polite note at the top of the shop, at the limit
// (pjax_timeout, 5 s) or on an answer without contents the Persian message with a retry, the shop
// as it was; the address moves only with the page (pushed when its answer is in, as jquery-pjax
// does), so the shop never names a page it does not show. An HTTP failure, a whole document or
// another layout version loads the page in full, as pjax does, and so does a failure of a
// back/forward step (the browser has moved the address already). The old content's mount points
// unmount and the new ones mount through the runtime's observer; the theme events other scripts
// listen to are fired.
import { defineWidget, type MountContext } from '../../src/runtime/types';
import { emit } from '../../src/host/events';
import { CACHE_LENGTH, PJAX_CONTAINER, fetchPjax, pageVersion, pjaxWait, publicUrl, readPjaxAnswer, readPjaxSettings, type PjaxSettings } from '../../adapters/woodmart/pjax';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';
import './ajax-shop.css';

/**
 * The wrapper on an AJAX-shop page. Not `:has(.products…)`: a browser without `:has()` (Firefox
 * before 121, Chrome before 105, Safari before 15.4) would reject the core's whole scan selector.
 * Whether the main product loop is inside is checked in code (`holdsMainLoop`).
 */
export const AJAX_SHOP_SELECTOR = `body.woodmart-ajax-shop-on:not(.single-product) ${PJAX_CONTAINER}`;
export const MAIN_LOOP_SELECTOR = '.products[data-source="main_loop"]';

/** The script only works where the main product loop is (ajaxFilters.js). */
export function holdsMainLoop(wrapper: Element): boolean {
  return wrapper.querySelector(MAIN_LOOP_SELECTOR) !== null;
}

interface PjaxState {
  vitrinPjax: true;
  id: number;
  url: string;
  title: string;
}

const isState = (v: unknown): v is PjaxState => typeof v === 'object' && v !== null && (v as { vitrinPjax?: unknown }).vitrinPjax === true;

function fire(name: string, target: EventTarget, args: unknown[] = []): void {
  emit(name, { target, detail: args, jqueryArgs: () => args });
}

function enhance(ctx: MountContext): () => void {
  const container = ctx.element;
  if (!holdsMainLoop(container) || document.body.classList.contains('single-product') || document.body.classList.contains('elementor-editor-active')) return () => undefined;
  const settings: PjaxSettings = readPjaxSettings(ctx.settings);
  const version = pageVersion();
  const cache = new Map<string, string>();
  let nextId = 1;
  let state: PjaxState = isState(history.state) ? history.state : { vitrinPjax: true, id: nextId++, url: location.href, title: document.title };
  if (!isState(history.state)) history.replaceState(state, '', location.href);
  else nextId = state.id + 1;
  let inFlight: AbortController | undefined;

  const remember = (url: string, html: string) => {
    cache.delete(url);
    cache.set(url, html);
    while (cache.size > CACHE_LENGTH) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  };

  const fullLoad = (url: string, push: boolean) => {
    // A new page's address was never pushed: the page we leave keeps its entry. A back/forward
    // step's entry is already the address (locationReplace, as pjax does).
    if (push && publicUrl(location.href) !== url) location.assign(url);
    else location.replace(url);
  };

  const scrollToContainer = () => {
    if (!settings.scroll) return;
    const target = document.querySelector<HTMLElement>(settings.scrollTarget);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - settings.scrollOffset;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  };

  const render = (html: string, title: string) => {
    const active = document.activeElement;
    // The sort box the shopper is on: its copy in the new page takes focus, so the arrows go on
    // stepping through the orders (each one a new page) instead of focus jumping to the heading.
    const sorting = active instanceof HTMLSelectElement && container.contains(active) && active.closest('.woocommerce-ordering') !== null;
    if (active instanceof HTMLElement && container.contains(active)) active.blur();
    if (title) document.title = title;
    fire('pjax:beforeReplace', container, [html]);
    const template = document.createElement('template');
    template.innerHTML = html;
    container.replaceChildren(template.content);
    fire('wdShopPageInit', document);
    fire('wood-images-loaded', document);
    for (const el of document.querySelectorAll('.site-content')) {
      el.classList.remove('ajax-loading');
      el.classList.add('ajax-loaded');
    }
    const sortBox = sorting ? container.querySelector<HTMLSelectElement>('.woocommerce-ordering select') : null;
    if (sortBox) {
      sortBox.focus({ preventScroll: true });
      return;
    }
    // Screen readers and keyboards start at the new page's heading, as after a page load.
    const heading = container.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };

  /**
   * Whatever goes wrong while applying an answer (a theme's listener, a hostile header), the shop is
   * never left in `ajax-loading` with the address on one page and another shown: the page loads in full.
   */
  const navigate = async (url: string, push: boolean, restoreId?: number) => {
    try {
      await navigateUnsafe(url, push, restoreId);
    } catch (error) {
      console.error('[vitrin] ajax-shop: the page could not be applied; loading it in full', error);
      for (const el of document.querySelectorAll('.site-content')) el.classList.remove('ajax-loading');
      container.removeAttribute('aria-busy');
      inFlight = undefined;
      let target = state.url;
      try {
        target = publicUrl(url);
      } catch {
        // the address we are on
      }
      fullLoad(target, push);
    }
  };

  const navigateUnsafe = async (url: string, push: boolean, restoreId?: number) => {
    inFlight?.abort();
    container.querySelector(':scope > .vitrin-ajax-shop-failed')?.remove();
    const controller = new AbortController();
    inFlight = controller;
    // The page we leave keeps its entry (its answer stays cached for back); the new page's entry is
    // pushed when its answer is in, so the address never names a page that is not shown.
    const pending: PjaxState | undefined = push ? { vitrinPjax: true, id: nextId++, url: publicUrl(url), title: document.title } : undefined;
    for (const el of document.querySelectorAll('.site-content')) {
      el.classList.remove('ajax-loaded');
      el.classList.add('ajax-loading');
    }
    container.setAttribute('aria-busy', 'true');
    fire('pjax:start', container);
    fire('wdPjaxStart', document);
    let hideSlow = (): void => undefined;
    const onSlow = () => {
      if (inFlight === controller) hideSlow = showSlowNote(container, t('listing:slow'), 'prepend', 'vitrin-ajax-shop-slow');
    };
    const outcome = await fetchPjax(url, { ...pjaxWait(ctx.settings, settings), onSlow }, controller.signal);
    hideSlow();
    if (inFlight !== controller) return;
    inFlight = undefined;
    container.removeAttribute('aria-busy');
    fire('pjax:complete', container);
    fire('pjax:end', container);
    const notShown = (timedOut: boolean) => {
      for (const el of document.querySelectorAll('.site-content')) el.classList.remove('ajax-loading');
      showFailedNote(container, {
        text: t(timedOut ? 'listing:timeout' : 'listing:failed'),
        retryText: t('listing:retry'),
        retry: () => void navigate(url, push, restoreId),
        where: 'prepend',
        className: 'vitrin-ajax-shop-failed',
        retryClassName: 'vitrin-ajax-shop-retry',
      });
    };
    if (outcome.kind === 'failed') {
      for (const el of document.querySelectorAll('.site-content')) el.classList.remove('ajax-loading');
      if (outcome.reason === 'abort') return;
      if (outcome.reason === 'timeout') fire('pjax:timeout', container);
      fire('pjax:error', container, [outcome.reason]);
      console.log(`pjax error ${outcome.reason === 'timeout' ? 'timeout' : outcome.status ?? ''}`.trim());
      if (outcome.reason === 'timeout' && push) notShown(true);
      else fullLoad(publicUrl(url), push);
      return;
    }
    if (version && outcome.version && version !== outcome.version) {
      fullLoad(outcome.serverUrl ? publicUrl(outcome.serverUrl) : publicUrl(url), push);
      return;
    }
    const content = readPjaxAnswer(outcome.text);
    if (content.html === undefined) {
      // A whole document: the server answered without pjax, its page is fine in full.
      if (/<html/i.test(outcome.text) || !push) fullLoad(outcome.serverUrl ? publicUrl(outcome.serverUrl) : publicUrl(url), push);
      else notShown(false);
      return;
    }
    const base = pending ?? state;
    const id = restoreId ?? base.id;
    state = { vitrinPjax: true, id, url: outcome.serverUrl ? publicUrl(outcome.serverUrl) : base.url, title: content.title || document.title };
    if (pending) history.pushState(state, '', state.url);
    else history.replaceState(state, '', state.url);
    remember(state.url, outcome.text);
    render(content.html, content.title);
    fire('pjax:success', container);
    scrollToContainer();
  };

  const sameDocumentHash = (link: HTMLAnchorElement) => link.hash && link.href.replace(/#.*$/, '') === location.href.replace(/#.*$/, '');

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link) return;
    let matches = false;
    try {
      matches = link.matches(settings.links);
    } catch {
      matches = false;
    }
    if (!matches || link.target === '_blank' || link.origin !== location.origin || sameDocumentHash(link)) return;
    event.preventDefault();
    if (link.closest('.woocommerce-pagination')) scrollToContainer();
    void navigate(link.href, true);
  }, { signal: ctx.signal });

  const formUrl = (form: HTMLFormElement) => {
    const url = new URL(form.getAttribute('action') || location.href, location.href);
    url.search = '';
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.append(key, value);
    return url.href;
  };
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const sort = form.matches('.woocommerce-ordering');
    const price = form.closest('.widget_price_filter') && settings.priceFilterAction === 'submit';
    if (!sort && !price) return;
    if ((form.method || 'get').toLowerCase() !== 'get') return;
    event.preventDefault();
    void navigate(formUrl(form), true);
  }, { signal: ctx.signal });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.widget_price_filter form .button') : null;
    if (!button || settings.priceFilterAction !== 'click') return;
    const form = button.closest('form');
    if (!form) return;
    event.preventDefault();
    void navigate(formUrl(form), true);
  }, { signal: ctx.signal });

  window.addEventListener('popstate', (event) => {
    if (!isState(event.state)) return;
    const target = event.state;
    state = target;
    const cached = cache.get(target.url);
    if (cached !== undefined) {
      inFlight?.abort();
      const content = readPjaxAnswer(cached);
      if (content.html !== undefined) {
        render(content.html, content.title || target.title);
        return;
      }
    }
    void navigate(target.url, false, target.id);
  }, { signal: ctx.signal });

  return () => inFlight?.abort();
}

export const ajaxShop = defineWidget<Record<string, never>>({
  name: 'ajax-shop',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  defer: 'eager',
  // The theme prints the body class on every page; the script only works where the main product
  // loop is (ajaxFilters.js), so only those pages download it (the registry line's `accepts`).
  markup: [{ selector: AJAX_SHOP_SELECTOR, read: () => ({}) }],
  enhance: (_props, ctx) => enhance(ctx),
});
