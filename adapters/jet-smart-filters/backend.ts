// JetSmartFilters as the filter engine's backend (src/state/filters/backend.ts): the apply request,
// the filter address, the provider selectors and the indexer, each from this folder's contracts.
import type { PageSettings } from '../../src/host/settings';
import type { FilterBackend, FilterConnection, SendResult } from '../../src/state/filters/backend';
import { waitPolicy } from '../http/waits';
import { filterConsoleMessage, transportError } from '../http/errors';
import { toFormValue } from '../http/form';
import { applyFilters, wireAnswer } from './request';
import { providerSelector, readJsfSettings, syncSettingsGlobal, type JsfSettings } from './settings';
import { filterPageUrl, filtersUrlPart, redirectGetUrl, redirectPostForm, removeAliases, thirdPartyParams } from './url';
import { getIndexedData } from './hierarchy';

/** The connection for a page whose JetSmartFilterSettings have been read. */
export interface JetSmartFiltersConnection extends FilterConnection {
  readonly settings: JsfSettings;
}

export function connectJetSmartFilters(settings: JsfSettings, page?: PageSettings): JetSmartFiltersConnection {
  return {
    settings,
    send: async (req, signal, onSlow): Promise<SendResult> => {
      const result = await applyFilters(settings, req, signal, { ...waitPolicy('read', page), ...(onSlow ? { onSlow } : {}) });
      if (result.ok) return { ok: true, value: result.value };
      const consoleMessage = filterConsoleMessage(result.error);
      return { ok: false, error: { kind: result.error.kind, message: result.error.message, ...(consoleMessage !== undefined ? { consoleMessage } : {}) } };
    },
    thirdParty: (pathAndSearch) => thirdPartyParams(removeAliases(pathAndSearch, settings).replace(/^[^?]*/, ''), settings.validUrlParams),
    pageUrl: (provider, queryId, filters, thirdParty) => filterPageUrl(settings, provider, queryId, filters, thirdParty),
    redirectGetUrl: (path, provider, queryId, filters) => redirectGetUrl(settings, path, filtersUrlPart(provider, queryId, filters, settings.urlType, '')),
    redirectPostForm: (path, provider, queryId, query) => redirectPostForm(settings, path, provider, queryId, query),
    providerSelector: (provider, queryId) => providerSelector(settings, provider, queryId),
    syncAnswer: (provider, queryId, answer) =>
      syncSettingsGlobal((window as unknown as { JetSmartFilterSettings?: unknown }).JetSmartFilterSettings, provider, queryId, answer),
    indexedCounts: async ({ provider, queryArgs, indexingFilters }) => {
      const result = await getIndexedData(settings, { provider, queryArgs: toFormValue(queryArgs) ?? {}, indexingFilters });
      return result.ok ? result.value : undefined;
    },
    thrownMessage: (cause) => transportError({ kind: 'unknown_error', url: '', cause }).message,
    wireAnswer,
    reread: () => rereadSettings(settings),
  };
}

/** JetSmartFilters on a page that localized JetSmartFilterSettings (none: no connection). */
export const jetSmartFilters = {
  open(page: PageSettings): JetSmartFiltersConnection | undefined {
    const raw = page.global('JetSmartFilterSettings');
    return raw === undefined ? undefined : connectJetSmartFilters(readJsfSettings(raw), page);
  },
} satisfies FilterBackend;

/**
 * Re-reads JetSmartFilterSettings into the page's settings (one object the groups share): a
 * provider's queries, settings, props and selectors that appeared since boot are taken
 * (filters-initializer reinitFilters → FilterGroup.processFilters); the fresh props and counts are
 * returned for the groups to follow.
 */
export function rereadSettings(settings: JsfSettings): Pick<JsfSettings, 'props' | 'indexedData'> {
  const fresh = readJsfSettings((window as unknown as { JetSmartFilterSettings?: unknown }).JetSmartFilterSettings);
  for (const [provider, byQuery] of Object.entries(fresh.queries)) settings.queries[provider] = { ...settings.queries[provider], ...byQuery };
  for (const [provider, byQuery] of Object.entries(fresh.settings)) settings.settings[provider] = { ...settings.settings[provider], ...byQuery };
  for (const [provider, byQuery] of Object.entries(fresh.props)) settings.props[provider] = { ...settings.props[provider], ...byQuery };
  Object.assign(settings.selectors, fresh.selectors);
  Object.assign(settings.extraProps, fresh.extraProps);
  Object.assign(settings.indexedData, fresh.indexedData);
  return { props: fresh.props, indexedData: fresh.indexedData };
}
