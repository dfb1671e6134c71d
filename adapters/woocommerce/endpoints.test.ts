// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSettings } from '../wordpress/testing';
import { wcAjaxUrl } from './endpoints';

describe('wcAjaxUrl', () => {
  it('defaults to the root form WooCommerce prints', () => {
    expect(wcAjaxUrl(pageSettings(), 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
  });

  it('keeps a sub-directory prefix and a multilingual query from the template', () => {
    const settings = pageSettings({}, { wc_add_to_cart_params: { wc_ajax_url: '/shop/fa/?lang=fa&wc-ajax=%%endpoint%%', ajax_url: '/shop/wp-admin/admin-ajax.php' } });
    expect(wcAjaxUrl(settings, 'get_refreshed_fragments')).toBe('/shop/fa/?lang=fa&wc-ajax=get_refreshed_fragments');
  });

  it('takes sources in order, skipping malformed ones', () => {
    const all = {
      wc_add_to_cart_params: { wc_ajax_url: 42 },
      woocommerce_params: { wc_ajax_url: '/no-placeholder' },
      wc_cart_fragments_params: { wc_ajax_url: '/frag/?wc-ajax=%%endpoint%%' },
    };
    expect(wcAjaxUrl(pageSettings({ wcAjaxUrl: '/own/?wc-ajax=%%endpoint%%' }, all), 'x')).toBe('/frag/?wc-ajax=x');
    expect(wcAjaxUrl(pageSettings({ wcAjaxUrl: '/own/?wc-ajax=%%endpoint%%' }, { wc_add_to_cart_params: 'broken' }), 'x')).toBe('/own/?wc-ajax=x');
    expect(wcAjaxUrl(pageSettings({}, { woocommerce_params: { wc_ajax_url: '/wc/?wc-ajax=%%endpoint%%' } }), 'x')).toBe('/wc/?wc-ajax=x');
  });
});
