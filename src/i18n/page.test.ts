// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setPageLocale } from './page';

describe('the page locale recorded before i18next', () => {
  it('issue 36: overrides boot records before any chunk translates are applied when i18next arrives', async () => {
    // Boot runs in the core, without i18next: it only records the page's language and overrides.
    setPageLocale('fa-IR', { fa: { common: { close: 'ببندید' } } });
    const { t, language } = await import('.');
    expect(t('common:close')).toBe('ببندید');
    expect(language()).toBe('fa');
    // Recorded again once i18next is there: applied at once.
    setPageLocale('fa', { fa: { common: { close: 'بستن' } } });
    expect(t('common:close')).toBe('بستن');
  });
});
