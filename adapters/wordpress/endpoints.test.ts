// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restNonce, restUrl, siteAjaxUrl } from './endpoints';
import { pageSettings } from './testing';

describe('siteAjaxUrl', () => {
  it('prefers Vitrin settings, then WooCommerce globals, then the default', () => {
    const globals = { wc_add_to_cart_params: { ajax_url: '/a/wp-admin/admin-ajax.php' }, woocommerce_params: { ajax_url: '/b/wp-admin/admin-ajax.php' } };
    expect(siteAjaxUrl(pageSettings({ ajaxUrl: '/own/wp-admin/admin-ajax.php' }, globals))).toBe('/own/wp-admin/admin-ajax.php');
    expect(siteAjaxUrl(pageSettings({}, globals))).toBe('/a/wp-admin/admin-ajax.php');
    expect(siteAjaxUrl(pageSettings({}, { wc_add_to_cart_params: { ajax_url: null }, woocommerce_params: globals.woocommerce_params }))).toBe('/b/wp-admin/admin-ajax.php');
    expect(siteAjaxUrl(pageSettings())).toBe('/wp-admin/admin-ajax.php');
  });
});

describe('restUrl', () => {
  it('joins a namespace path under a pretty root', () => {
    expect(restUrl(pageSettings(), 'wp/v2/posts')).toBe('/wp-json/wp/v2/posts');
    expect(restUrl(pageSettings({ restRoot: 'https://shop.example/fa/wp-json' }), '/wp/v2/posts', { per_page: 100, page: 2 })).toBe(
      'https://shop.example/fa/wp-json/wp/v2/posts?per_page=100&page=2',
    );
    expect(restUrl(pageSettings({}, { wpApiSettings: { root: '/blog/wp-json/', nonce: 'abc' } }), 'wp/v2/media/5?force=true', { _locale: 'user' })).toBe(
      '/blog/wp-json/wp/v2/media/5?force=true&_locale=user',
    );
  });

  it('puts the route into rest_route under a plain-permalink root', () => {
    const plain = pageSettings({ restRoot: 'https://shop.example/index.php?rest_route=/' });
    expect(restUrl(plain, 'wp/v2/posts')).toBe('https://shop.example/index.php?rest_route=/wp/v2/posts');
    expect(restUrl(plain, 'wp/v2/posts?context=view', { per_page: 10 })).toBe('https://shop.example/index.php?rest_route=/wp/v2/posts&context=view&per_page=10');
    expect(restUrl(pageSettings({ restRoot: '/?rest_route=/&lang=fa' }), 'wc/store/v1/cart')).toBe('/?rest_route=/wc/store/v1/cart&lang=fa');
  });

  it('keeps a query on a pretty root after the route', () => {
    expect(restUrl(pageSettings({ restRoot: '/wp-json/?lang=fa' }), 'wp/v2/posts', { page: 1 })).toBe('/wp-json/wp/v2/posts?lang=fa&page=1');
  });

  it('falls back from a malformed wpApiSettings', () => {
    expect(restUrl(pageSettings({}, { wpApiSettings: { root: 7 } }), 'wp/v2/posts')).toBe('/wp-json/wp/v2/posts');
  });
});

describe('restNonce', () => {
  it('reads settings first, then wpApiSettings.nonce', () => {
    expect(restNonce(pageSettings({ restNonce: 'n1' }, { wpApiSettings: { nonce: 'n2' } }))).toBe('n1');
    expect(restNonce(pageSettings({}, { wpApiSettings: { nonce: 'n2' } }))).toBe('n2');
    expect(restNonce(pageSettings({}, { wpApiSettings: { nonce: 5 } }))).toBeUndefined();
  });
});
