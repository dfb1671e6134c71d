// The page's language and string overrides, as boot reads them from #vitrin-settings. Kept apart
// from the strings (./index.ts) so the core records them without carrying them (issue 36): the
// strings take them when the first chunk that translates loads them, or at once if they are there.

/** Site overrides of the shipped strings, e.g. {"fa": {"cart": {"added": "…"}}}. */
export type Overrides = Record<string, Record<string, Record<string, unknown>>>;

type Apply = (lang: string | undefined, overrides: Overrides | undefined) => void;

let pending: Parameters<Apply> | undefined;
let apply: Apply | undefined;

/** Boot: the page's language and overrides, applied to the i18next instance whenever it exists. */
export function setPageLocale(lang: string | undefined, overrides: Overrides | undefined): void {
  if (apply) apply(lang, overrides);
  else pending = [lang, overrides];
}

/** The i18next module, once loaded: takes what boot recorded, and anything recorded later. */
export function onPageLocale(fn: Apply): void {
  apply = fn;
  if (pending) fn(...pending);
  pending = undefined;
}
