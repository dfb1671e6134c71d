// @vitest-environment node
// Issue 36: what a filter page reads at load (JetSmartFilterSettings' selectors and seo, the
// triggers another script publishes) is checked by hand, so the page loads no zod. Each check must
// accept and reject what the zod schema it replaced did: the old schemas are the oracle here, fed
// the edge cases and generated values (adapters/wordpress/guard-oracle.ts).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { agree } from '../wordpress/guard-oracle';
import { readSelectorEntry } from './settings';
import { readSeoSettings } from './seo';
import { readTrigger } from './events';

const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe('issue 36: the filters\' hand checks accept what the zod schemas accepted', () => {
  it('a selectors entry = z.object({selector: string, action?, inDepth?, idPrefix?, list?, item?})', () => {
    const schema = z.object({
      selector: z.string(), action: z.optional(z.string()), inDepth: z.optional(z.unknown()),
      idPrefix: z.optional(z.string()), list: z.optional(z.string()), item: z.optional(z.string()),
    });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = readSelectorEntry(value);
      expect(now !== undefined).toBe(old.success);
      if (old.success && now) expect(defined(now)).toEqual(defined(old.data));
    };
    for (const value of [{ selector: '.a' }, { selector: '.a', action: 'replace', inDepth: '1', idPrefix: '#', list: '.l', item: '.i' }, { selector: '.a', list: 5 }, { selector: 1 }, { selector: '.a', action: undefined }]) check(value);
    agree(check, ['selector', 'action', 'inDepth', 'idPrefix', 'list', 'item']);
  });

  it('JetSmartFilterSettings.seo = the zod looseObject of text fields with a fallback each', () => {
    const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);
    const values = z.catch(z.optional(z.looseObject({ title: text, description: text })), undefined);
    const schema = z.looseObject({ title_selector: text, description_selector: text, current_page: values, fallback: values, title_fallback: text, description_fallback: text });
    const str = (value: string | number | undefined): string => (value === undefined ? '' : String(value));
    const check = (value: unknown) => {
      const parsed = schema.safeParse(value);
      const old = parsed.success
        ? {
            titleSelector: str(parsed.data.title_selector).trim(),
            descriptionSelector: str(parsed.data.description_selector).trim(),
            fallback: {
              title: str(parsed.data.title_fallback ?? parsed.data.fallback?.title ?? parsed.data.current_page?.title),
              description: str(parsed.data.description_fallback ?? parsed.data.fallback?.description ?? parsed.data.current_page?.description),
            },
          }
        : undefined;
      expect(readSeoSettings(value)).toEqual(old);
    };
    for (const value of [
      { title_selector: ' h1 ', description_selector: 2, current_page: { title: 'T', description: NaN }, fallback: [], title_fallback: Infinity },
      { current_page: 'x', fallback: { title: 0, description: '' }, description_fallback: null },
      { fallback: { title: undefined, description: 'd' }, current_page: { title: 't', description: 'p' } },
    ]) check(value);
    agree(check, ['title_selector', 'description_selector', 'current_page', 'fallback', 'title_fallback', 'description_fallback', 'title', 'description']);
  });

  it('a published trigger = z.object({provider: string, queryId: string, applyType?: string, redirect…?})', () => {
    const schema = z.object({
      provider: z.string(), queryId: z.string(), applyType: z.optional(z.string()),
      redirect: z.optional(z.unknown()), redirectPath: z.optional(z.unknown()), redirectInNewWindow: z.optional(z.unknown()),
    });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = readTrigger(value);
      expect(now !== undefined).toBe(old.success);
      if (old.success && now) expect(defined(now)).toEqual(defined(old.data));
    };
    for (const value of [{ provider: 'p', queryId: 'default' }, { provider: 'p', queryId: 'q', applyType: 'reload', redirect: 1, redirectPath: '/x', redirectInNewWindow: true }, { provider: 'p', queryId: 'q', applyType: 3 }, { provider: 'p' }]) check(value);
    agree(check, ['provider', 'queryId', 'applyType', 'redirect', 'redirectPath', 'redirectInNewWindow']);
  });
});
