// Selectors from the registry are checked one by one before they join the shared scan selector:
// one selector this browser cannot parse (`:has()` before Chrome 105 / Safari 15.4 / Firefox 121)
// would make the whole union throw and no widget at all would mount.
import { ErrorCode, reportError } from './errors';

const verdicts = new Map<string, boolean>();

/** Whether this browser parses `selector` (checked once per selector). */
export function selectorWorks(selector: string): boolean {
  let works = verdicts.get(selector);
  if (works === undefined) {
    try {
      document.createDocumentFragment().querySelector(selector);
      works = true;
    } catch {
      works = false;
    }
    verdicts.set(selector, works);
  }
  return works;
}

/** The selectors of `owner` this browser parses; each one it cannot is reported (V015) and left out. */
export function workingSelectors(owner: string, selectors: readonly string[]): string[] {
  return selectors.filter((selector) => {
    if (selectorWorks(selector)) return true;
    reportError(ErrorCode.SelectorUnsupported, owner, null, `selector not supported by this browser, skipped: ${selector}`);
    return false;
  });
}

/** For tests: forget the verdicts (a test may change what the browser supports). */
export function forgetSelectorVerdicts(): void {
  verdicts.clear();
}
