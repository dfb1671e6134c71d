// Provider requests (listings refreshed by filters, pagination, load-more): one record per
// provider key so every filter, pagination, active tag and the listing itself show the same
// loading state. The only copy (issue 34): the filter engine writes it (its group's `status` is a
// view over it) and JetSmartFilters' compat API (`isAjaxLoading`) reads it. 'slow' is written when
// the request runs past the `read` wait's slow threshold (the listing's note says so).
import { signal } from '@preact/signals-core';

export type ProviderStatus = 'idle' | 'loading' | 'slow' | 'error';

export interface ProviderRequest {
  status: ProviderStatus;
  /** A load-more (items appended) rather than a new listing, while loading. */
  loadMore?: boolean;
  /** Persian message of the last failure, for a live region. */
  message?: string;
  /** The console line of the last failure (the backend's own wording). */
  consoleMessage?: string;
}

export const providerRequests = signal<Readonly<Record<string, ProviderRequest>>>({});

export function setProviderRequest(providerKey: string, request: ProviderRequest): void {
  providerRequests.value = { ...providerRequests.peek(), [providerKey]: request };
}

/** Loading or slow: a request of the provider is on its way. */
export function isLoading(request: ProviderRequest | undefined): boolean {
  return request?.status === 'loading' || request?.status === 'slow';
}
