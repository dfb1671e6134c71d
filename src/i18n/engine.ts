// i18next itself (issue 36): loaded with the first chunk that translates at run time (a request's
// answer or failure: adapters/http/client.ts asks for it with the request), never at boot. Built
// from the strings the chunks already registered and the page's overrides (./index.ts keeps them),
// so nothing said before it arrived reads differently after.
import i18next, { type i18n as I18n, type Resource } from 'i18next';

export function createTranslator(resources: Resource, language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.fa ?? {}),
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
