// Issue 35: in Elementor's editor the loop refresh carries the loop-filter nonce (the X-WP-Nonce
// header, spec §6) and the loop widget's unsaved model, read from the editor's own objects.
import { afterEach, describe, expect, it } from 'vitest';
import { editorContext } from './editor';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.elementorPro;
  delete win.$e;
});

describe('issue 35: the editor context of a loop refresh', () => {
  it('takes elementorPro.config.loopFilter.nonce and the container model from $e', () => {
    win.elementorPro = { config: { loopFilter: { nonce: 'a1b2c3d4e5' } } };
    const removed: unknown[] = [];
    win.$e = {
      components: {
        get: (name: string) => (name === 'document' ? { utils: { findContainerById: (id: string) => (id === 'a1b2c3d' ? { model: { toJSON: (o: unknown) => (removed.push(o), { id, elType: 'widget' }) } } : undefined) } } : undefined),
      },
    };
    expect(editorContext('a1b2c3d')).toEqual({ model: { id: 'a1b2c3d', elType: 'widget' }, nonce: 'a1b2c3d4e5' });
    expect(removed).toEqual([{ remove: ['default', 'editSettings', 'defaultEditSettings'] }]);
  });

  it('no nonce printed: no header value; no editor objects: a null model', () => {
    win.elementorPro = { config: { loopFilter: { nonce: 42 } } };
    expect(editorContext('a1b2c3d')).toEqual({ model: null });
    delete win.elementorPro;
    expect(editorContext('a1b2c3d')).toEqual({ model: null });
  });
});
