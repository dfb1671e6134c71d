// The filter engine's requests (issue 29: the engine in rooms by concern): scheduling (leading
// edge, then coalescing), "identical query → no request", abort of the one before, the bounded
// answer cache (the page as printed seeded into it), a retry after failure, and taking an answer in.
import { batch } from '@preact/signals-core';
import type { ApplyAnswer, ApplyRequest, SendResult } from './backend';
import { stableKey } from './query';
import { FilterGroupState } from './group-state';
import { setProviderRequest } from '../providers';
import { runDeferred } from './after-views';

export const DEBOUNCE_MS = 100;
export const CACHE_SIZE = 20;

export abstract class FilterGroupRequests extends FilterGroupState {
  /** Retry after a failure: the same query is sent again. */
  retry(): void {
    this.transition(() => {
      this.requestedKey = undefined;
      this.scheduleAjax({ loadMore: false, writeUrl: true });
    });
  }

  /** Answers fetched for this page view are dropped (the cart changed: prices and stock may differ). */
  clearCache(): void {
    this.cache.clear();
  }

  get cacheSize(): number {
    return this.cache.size;
  }

  /**
   * Leading edge, then coalescing (issue 27): a shopper's first change sends its request in this
   * very call, before the views, the effects and the event bus hear of it (see transition());
   * changes within the next DEBOUNCE_MS wait and go as one request with the last state, which
   * aborts the one before. The plugin's own script waits the debounce before every request; this
   * never adds a delay to the first one.
   */
  protected scheduleAjax(options: { loadMore: boolean; writeUrl: boolean }, leading: 'now' | 'microtask' = 'now'): void {
    this.pending = { loadMore: options.loadMore || (this.pending?.loadMore ?? false), writeUrl: options.writeUrl || (this.pending?.writeUrl ?? false) };
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.closeWindow(), DEBOUNCE_MS);
      if (leading === 'now') this.sendPending();
      else queueMicrotask(() => this.sendPending());
    }
    // Instant feedback: the listing shows it is loading in the same frame as the click (unless the
    // send found that query on screen already).
    if (this.pending) this.setLoading(this.pending.loadMore);
  }

  protected setLoading(loadMore: boolean): void {
    setProviderRequest(this.key, { status: 'loading', loadMore });
  }

  protected setIdle(): void {
    setProviderRequest(this.key, { status: 'idle' });
  }

  protected closeWindow(): void {
    this.timer = undefined;
    if (!this.pending) return;
    this.sendPending();
    // What arrives while this request leaves coalesces again.
    this.timer = setTimeout(() => this.closeWindow(), DEBOUNCE_MS);
  }

  protected sendPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.doAjax(pending);
  }

  /** The group is forgotten (tests, a re-boot): nothing it waits for or has in flight goes on. */
  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    this.controller?.abort();
    this.controller = undefined;
  }

  /** Sends the pending apply now (tests, and the unload of a page mid-window). */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.sendPending();
  }

  protected doAjax(options: { loadMore: boolean; writeUrl: boolean }): void {
    const query = this.query.value;
    const key = stableKey(query);
    if (!options.loadMore && key === this.requestedKey) {
      // That query is on its way already: its answer will show it.
      return;
    }
    if (!options.loadMore && key === this.shownKey) {
      // Same query as shown: no request, and an earlier one still in flight is for another query.
      this.controller?.abort();
      this.controller = undefined;
      this.requestedKey = undefined;
      this.setIdle();
      return;
    }
    const first = !this.everApplied;
    this.everApplied = true;
    // The address follows once the request has left and the change is drawn, when the page is
    // idle (history.replaceState takes milliseconds); an answer writes it first.
    const followAddress = () => {
      if (options.writeUrl) this.whenIdle(() => this.deps.writeUrl(this.pageUrl()));
    };
    this.controller?.abort();
    this.controller = undefined;
    this.requestedKey = undefined;
    const cacheKey = `${options.loadMore ? 'more' : 'page'}:${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      followAddress();
      this.markShown(key, query);
      // Put in place after the channels of the action that asked for it (fiters/remove, then
      // activeItems/change, then the content), as the plugin orders them.
      this.afterViews(() => this.receive(cached.answer, options.loadMore));
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.requestedKey = key;
    this.setLoading(options.loadMore);
    this.requestCount++;
    const request: ApplyRequest = {
      provider: this.provider,
      queryId: this.queryId,
      query,
      props: this.props.value,
      indexingFilters: this.indexingFilters(),
    };
    const failed = (message: string, consoleMessage: string) => {
      this.deps.log(consoleMessage);
      // The listing stays as it was (shownKey unchanged); the same query may be sent again.
      setProviderRequest(this.key, { status: 'error', message, consoleMessage });
    };
    // Past the read wait's slow threshold, while this request is still the one wanted.
    const slow = () => {
      if (this.controller === controller) setProviderRequest(this.key, { status: 'slow', loadMore: options.loadMore });
    };
    /** The request is over, one way or the other: false when its answer is no longer wanted. */
    const settle = (): boolean => {
      if (this.controller !== controller) return false;
      this.controller = undefined;
      this.requestedKey = undefined;
      return true;
    };
    let sent: Promise<SendResult>;
    try {
      sent = this.deps.transport(request, controller.signal, slow);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (result) => {
        if (!settle()) return;
        if (this.pending && !options.loadMore) {
          // A newer choice waits for the window to close: this answer is kept for it (the cache)
          // but not shown, and the listing stays in its loading state until the newer one is in.
          if (result.ok) this.remember(cacheKey, result.value);
          return;
        }
        if (result.ok) {
          this.remember(cacheKey, result.value);
          this.markShown(key, query);
          this.receive(result.value, options.loadMore);
          return;
        }
        // An abort is silent (a newer request replaced this one).
        if (result.error.kind === 'aborted') return;
        failed(result.error.message, result.error.consoleMessage ?? result.error.message);
      },
      // A transport that throws instead of answering (a bug, or input it cannot encode) must not
      // leave the group "loading" for good: it is a failure.
      (error: unknown) => {
        if (!settle()) return;
        const message = this.deps.connection.thrownMessage(error);
        failed(message, `${message} (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`);
      },
    );
    followAddress();
    // Every filter has registered by now: the page as loaded belongs to the complete first query.
    // It is copied for the cache just before the first answer replaces it (receive), not here on
    // the path of the shopper's click.
    if (first) this.seedKey = this.shownKey;
  }

  protected remember(key: string, answer: ApplyAnswer): void {
    this.cache.delete(key);
    this.cache.set(key, { answer });
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  /** Seeds the cache with the page as the server rendered it, so coming back to it costs nothing. */
  seed(answer: ApplyAnswer): void {
    if (this.shownKey !== undefined) this.remember(`page:${this.shownKey}`, answer);
  }

  protected receive(answer: ApplyAnswer, loadMore: boolean): void {
    // What the change that asked for it tells other scripts, and its address, come before its answer.
    runDeferred();
    if (this.seedKey !== undefined) {
      const initial = this.deps.snapshot?.(this);
      if (initial) this.remember(`page:${this.seedKey}`, initial);
      this.seedKey = undefined;
    }
    batch(() => {
      if (answer.pagination) this.props.value = answer.pagination;
      const counts = answer.indexedData?.[this.key];
      if (counts) this.indexed.value = counts;
    });
    // The plugin ends the loading state after the answer is in the page (ajaxRequest: the
    // completed handler, then endAjaxLoading), so end-loading is heard after updated.
    try {
      this.deps.render(this, answer, { loadMore });
    } finally {
      this.setIdle();
    }
  }

  indexingFilters(): Array<number | string> {
    const ids: Array<number | string> = [];
    for (const e of this.entries.value) {
      if (e.spec.indexed && e.spec.filterId !== undefined && !ids.includes(e.spec.filterId)) ids.push(e.spec.filterId);
    }
    return ids;
  }
}
