// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActionHash, lightboxSettings, parseHashAction, popupCloseSettings, popupOpenSettings, themeTemplateId } from './url-actions';

// What PHP's create_action_hash() prints for a popup tag: '#' . rawurlencode("elementor-action:action=popup:open&settings=" . base64_encode('{"id":"123","toggle":false}'))
const PHP_OPEN = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjEyMyIsInRvZ2dsZSI6ZmFsc2V9';

describe('hash actions', () => {
  it('reads the action and base64 JSON settings of a link PHP printed', () => {
    expect(parseHashAction(PHP_OPEN)).toEqual({ name: 'popup:open', settings: { id: '123', toggle: false } });
    expect(popupOpenSettings(parseHashAction(PHP_OPEN)?.settings)).toEqual({ id: 123, toggle: false });
  });

  it('reads the %23-encoded form the JS createActionHash builds', () => {
    const href = encodeURIComponent(`#elementor-action:action=popup:close&settings=${btoa('{"do_not_show_again":"yes"}')}`);
    const action = parseHashAction(href);
    expect(action?.name).toBe('popup:close');
    expect(popupCloseSettings(action?.settings)).toEqual({ doNotShowAgain: true });
  });

  it('needs an & after the action name, as Elementor does', () => {
    expect(parseHashAction('#elementor-action:action=popup:open')).toBeNull();
  });

  it.each([
    ['malformed base64', '#elementor-action:action=popup:open&settings=%%%'],
    ['base64 of non-JSON', `#elementor-action:action=popup:open&settings=${btoa('{id: 1')}`],
    ['JSON that is not an object', `#elementor-action:action=popup:open&settings=${btoa('[1]')}`],
    ['a broken percent escape', '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%E0%A4%A'],
  ])('ignores %s safely', (_label, href) => {
    expect(() => parseHashAction(href)).not.toThrow();
    expect(parseHashAction(href)).toBeNull();
  });

  it('round-trips Persian titles through the hash the fixtures print', () => {
    const hash = createActionHash('lightbox', { type: 'image', url: '/images/a.jpg', title: 'گوشی سامسونگ' });
    expect(lightboxSettings(parseHashAction(hash)?.settings)).toEqual({ type: 'image', url: '/images/a.jpg', title: 'گوشی سامسونگ', slideshow: '' });
  });

  it('rejects a popup:open without a usable id', () => {
    expect(popupOpenSettings({ id: 'abc' })).toBeNull();
    expect(popupOpenSettings({})).toBeNull();
  });

  it('reads theme_template_id from the query string', () => {
    expect(themeTemplateId('?theme_template_id=42')).toBe(42);
    expect(themeTemplateId('?theme_template_id=x')).toBeNull();
    expect(themeTemplateId('')).toBeNull();
  });
});
