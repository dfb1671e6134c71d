// Provider requests (listings refreshed by filters, pagination, load-more): one record per
// provider key so every filter of that provider shows the same loading state. The filter engine's
// page wiring writes it; JetSmartFilters' compat API (`isAjaxLoading`) reads it. 'slow' is for the
// `read` wait policy's note once filters show it (not written yet).
import { signal } from '@preact/signals-core';

export type ProviderStatus = 'idle' | 'loading' | 'slow' | 'error';

export interface ProviderRequest {
  status: ProviderStatus;
  /** Persian message of the last failure, for a live region. */
  message?: string;
}

export const providerRequests = signal<Record<string, ProviderRequest>>({});

export function setProviderRequest(providerKey: string, request: ProviderRequest): void {
  providerRequests.value = { ...providerRequests.value, [providerKey]: request };
}
