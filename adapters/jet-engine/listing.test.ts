import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { encodeForm } from '../http/form';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import * as z from 'zod/mini';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { pageSettings } from '../wordpress/testing';
import { buildListingBody, deviceOf, getListing, listingAnswerSchema, readLazyOptions, readListingNav, readMasonryColumns, readSliderOptions, type ListingRequest } from './listing';

useHeldServer();

// Copied from shared/recorded/jet-engine-3.5.2 (loadmore.server.html, loadmore-01.request.txt).
const recorded = readFileSync('fixtures/jet-engine/recorded/loadmore.items-tag.html', 'utf8');
const loadMoreBody = readFileSync('fixtures/jet-engine/recorded/loadmore-01.body.txt', 'utf8');

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  const el = host.querySelector<HTMLElement>('.jet-listing-grid__items, .jet-listing-grid--lazy-load, .jet-listing-grid__slider');
  if (!el) throw new Error('no listing element');
  return el;
}

describe('JetEngine listing markup and request', () => {
  it('reads the recorded load-more grid and sends the body JetEngine sent for page 2', () => {
    const start = recorded.indexOf('<div class="jet-listing-grid__items');
    const items = element(recorded.slice(start, recorded.indexOf('>', start) + 1) + '</div>');
    const nav = readListingNav(items);
    expect(nav).toMatchObject({ enabled: true, type: 'click', moreEl: '#je-load-more', page: 1, pages: 6, queriedId: '154|WP_Post' });
    const body = encodeForm(buildListingBody({ handler: 'listing_load_more', query: nav.query, widgetSettings: nav.widgetSettings, postId: false, queriedId: nav.queriedId, elementId: false, page: 2, listingType: false }));
    const sent = loadMoreBody.split('\n').find((l) => l.startsWith('action=')) ?? '';
    expect(phpToPlain(phpParseStr(body))).toEqual(phpToPlain(phpParseStr(sent)));
  });

  it('reads junk attributes as "no navigation" and safe defaults, never throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 10 }), (nav, page) => {
      const el = document.createElement('div');
      el.setAttribute('data-nav', nav);
      el.setAttribute('data-page', page);
      el.setAttribute('data-lazy-load', nav);
      el.setAttribute('data-masonry-grid-options', nav);
      el.setAttribute('data-slider_options', nav);
      const read = readListingNav(el);
      expect(read.page).toBeGreaterThanOrEqual(0);
      expect(/^(\d+(\.\d+)?(px|%|vh|em|rem)|0%)$/.test(read.offset)).toBe(true);
      expect(readLazyOptions(el).offset).toMatch(/^-?\d+(\.\d+)?(px|%)$/);
      const columns = readMasonryColumns(el);
      for (const n of Object.values(columns)) expect(n >= 1 && n <= 12).toBe(true);
      const slider = readSliderOptions(el);
      expect(slider.slidesToShow.mobile).toBeGreaterThanOrEqual(1);
    }), { numRuns: 1000 });
    const el = document.createElement('div');
    el.setAttribute('data-nav', '{"enabled":true,"widget_settings":{"load_more_offset":{"size":"10;background:red","unit":"px"}}}');
    expect(readListingNav(el).offset).toBe('0px');
  });

  it('slider defaults as initSlider: tablet 2 (1 when desktop shows 1), mobile 1; devices at 1025 and 768', () => {
    const el = document.createElement('div');
    el.setAttribute('data-slider_options', '{"slidesToShow":{"desktop":4}}');
    expect(readSliderOptions(el).slidesToShow).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
    el.setAttribute('data-slider_options', '{"slidesToShow":{"desktop":1}}');
    expect(readSliderOptions(el).slidesToShow).toEqual({ desktop: 1, tablet: 1, mobile: 1 });
    expect([deviceOf(1025), deviceOf(1024), deviceOf(768), deviceOf(767)]).toEqual(['desktop', 'tablet', 'tablet', 'mobile']);
  });

  // jet-engine/assets/js/frontend.js (3.5.2) initSlider L1747-1753 and L1766-1776.
  it('issue 35: initSlider without slidesToShow uses desktop 3, tablet 1, mobile 1; a 0 tablet value falls back to 2', () => {
    const el = document.createElement('div');
    el.setAttribute('data-slider_options', '{"autoplay":true}');
    expect(readSliderOptions(el).slidesToShow).toEqual({ desktop: 3, tablet: 1, mobile: 1 });
    el.setAttribute('data-slider_options', '{"slidesToShow":{"desktop":4,"tablet":0,"mobile":0}}');
    expect(readSliderOptions(el).slidesToShow).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
    el.setAttribute('data-slider_options', '{"slidesToShow":{"desktop":4,"tablet":3,"mobile":2}}');
    expect(readSliderOptions(el).slidesToShow).toEqual({ desktop: 4, tablet: 3, mobile: 2 });
  });
  it('slider speed 500 and autoplay 5000 ms by default (spec §9)', () => {
    const el = document.createElement('div');
    el.setAttribute('data-slider_options', '{}');
    expect(readSliderOptions(el)).toMatchObject({ speed: 500, autoplaySpeed: 5000 });
  });
});

describe('issue 30: the listing waits as the read kind says and takes only an answer with its HTML', () => {
  const req: ListingRequest = { handler: 'listing_load_more', query: {}, widgetSettings: {}, postId: false, queriedId: false, elementId: false, page: 2, listingType: false };
  const settings = pageSettings({}, { JetEngineSettings: { ajaxlisting: 'https://shop.test/listing/?nocache=1' } });

  it('load more / lazy: the slow note at 2.5 s, at 15 s a timeout the widget can tell from other failures', async () => {
    const outcome = await expectWaits(DEFAULT_WAITS.read, (wait) => getListing(settings, req, undefined, { onSlow: wait.onSlow }), (o) => o.kind === 'failed' && o.timedOut);
    expect(outcome).toEqual({ kind: 'failed', aborted: false, timedOut: true });
  });

  it('the thresholds follow waits.read in the settings', async () => {
    const custom = pageSettings({ waits: { read: { slowMs: 1000, limitMs: 4000 } } }, { JetEngineSettings: { ajaxlisting: '/l/' } });
    await expectWaits({ slowMs: 1000, limitMs: 4000, changesState: false }, (wait) => getListing(custom, req, undefined, { onSlow: wait.onSlow }), (o) => o.kind === 'failed' && o.timedOut);
  });

  it('a success without data.html is a failure, a refusal stays a refusal', () => {
    expect(z.safeParse(listingAnswerSchema, { success: true }).success).toBe(false);
    expect(z.safeParse(listingAnswerSchema, { success: true, data: {} }).success).toBe(false);
    expect(z.safeParse(listingAnswerSchema, { unexpected: true }).success).toBe(false);
    expect(z.safeParse(listingAnswerSchema, { success: true, data: { html: '' } }).success).toBe(true);
    expect(z.safeParse(listingAnswerSchema, { success: false }).success).toBe(true);
  });

  it('random JSON never passes as a loaded page unless it carries data.html', () => {
    const near = fc.record({ success: fc.constantFrom<unknown>(true, false, 'true', 1), data: fc.oneof(fc.jsonValue(), fc.record({ html: fc.jsonValue() })) });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const parsed = z.safeParse(listingAnswerSchema, value);
      const v = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const data = v?.data !== null && typeof v?.data === 'object' && !Array.isArray(v.data) ? (v.data as Record<string, unknown>) : undefined;
      const loaded = v?.success === true && typeof data?.html === 'string';
      return parsed.success ? loaded === (parsed.data.success === true) && (loaded || v?.success === false) : !loaded && v?.success !== false;
    }), { numRuns: 500 });
  });
});
