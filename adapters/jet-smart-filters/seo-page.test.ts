// Issue 37 (the wire read here, the page side in src/state/filters/seo.ts): an answer's seo puts the filtered state's title and description on the page; an empty
// value (remove-all) brings back the fallback or what the page printed.
import { afterEach, describe, expect, it } from 'vitest';
import { wireAnswer } from './request';
import { applyAnswerSchema } from './answers';
import { readJsfSettings } from './settings';
import { resetSeo, showSeo } from '../../src/state/filters/seo';

afterEach(() => {
  resetSeo();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function page(): void {
  document.head.innerHTML = '<title>کفش زنانه – ویترین</title><meta name="description" content="همه‌ی کفش‌های زنانه">';
  document.body.innerHTML = '<h1 class="entry-title">کفش زنانه</h1><div class="term-description"><p>توضیح دسته</p></div>';
}

describe('issue 37: SEO title and description after a filter', () => {
  it('the answer schema keeps seo as text and the updated event carries it under the wire names', () => {
    const parsed = applyAnswerSchema.safeParse({ content: '<div></div>', seo: { title: 'کفش زنانه قرمز', description: '<b>قرمز</b>' } });
    expect(parsed.success && parsed.data.seo).toEqual({ title: 'کفش زنانه قرمز', description: '<b>قرمز</b>' });
    expect(parsed.success && wireAnswer(parsed.data, false)).toEqual({ content: '<div></div>', seo: { title: 'کفش زنانه قرمز', description: '<b>قرمز</b>' } });
    // A broken seo part never fails the answer: the listing still shows, the title stays.
    const broken = applyAnswerSchema.safeParse({ content: '<div></div>', seo: 'x' });
    expect(broken.success && broken.data.seo).toBeUndefined();
  });

  it('title, heading and description take the returned values (as text), and come back after an empty answer', () => {
    page();
    const settings = readJsfSettings({ seo: { title_selector: 'h1.entry-title', description_selector: '.term-description' } });
    showSeo(settings, { title: 'کفش زنانه قرمز', description: '<b>کفش‌های قرمز</b>' });
    expect(document.title).toBe('کفش زنانه قرمز');
    expect(document.querySelector('h1')?.textContent).toBe('کفش زنانه قرمز');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('<b>کفش‌های قرمز</b>');
    expect(document.querySelector('.term-description b')).toBeNull();
    expect(document.querySelector('.term-description')?.textContent).toBe('<b>کفش‌های قرمز</b>');
    showSeo(settings, { title: '', description: '' });
    expect(document.title).toBe('کفش زنانه – ویترین');
    expect(document.querySelector('h1')?.textContent).toBe('کفش زنانه');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('همه‌ی کفش‌های زنانه');
    expect(document.querySelector('.term-description')?.innerHTML).toBe('<p>توضیح دسته</p>');
  });

  it('an empty value takes the configured fallback text; no seo in the answer (SEO off) changes nothing', () => {
    page();
    const settings = readJsfSettings({ seo: { title_selector: 'h1', current_page: { title: 'فروشگاه کفش', description: 'کفش' } } });
    showSeo(settings, { title: '', description: 'فقط توضیح' });
    expect(document.title).toBe('فروشگاه کفش');
    expect(document.querySelector('h1')?.textContent).toBe('فروشگاه کفش');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('فقط توضیح');
    showSeo(readJsfSettings({}), undefined);
    expect(document.title).toBe('فروشگاه کفش');
  });

  it('hostile seo settings (a broken selector, numbers, arrays) never throw', () => {
    page();
    const settings = readJsfSettings({ seo: { title_selector: '[[[', description_selector: 5, current_page: [] } });
    expect(() => showSeo(settings, { title: 'الف', description: 'ب' })).not.toThrow();
    expect(document.title).toBe('الف');
  });
});
