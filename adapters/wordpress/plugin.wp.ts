// The WordPress plugin (issue 25) on a real WordPress 6.1 with PHP and MariaDB from Debian: the
// pages a visitor gets with each family switched on and off, the settings page an admin uses, and
// every kind of bad input the issue names. The mu-plugin registers the handles as the recorded
// pages print them (fixtures/wordpress/); the plugin is installed from dist/wordpress/vitrin.zip.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyPlans } from './families';
import {
  ALL_FAMILIES_ON, ALL_PLUGINS, adminCookie, byId, page, php, scriptsOf, settingsOf, siteState, wpUrl, type ScriptElement,
} from './wp-helpers';

const phpFiles = (dir: string): string[] => readdirSync(dir).flatMap((entry) => {
  const path = join(dir, entry);
  if (statSync(path).isDirectory()) return phpFiles(path);
  return path.endsWith('.php') ? [path] : [];
});

/** The handles' own inline blocks: localized data, before/after inline scripts, translations. */
const inlineOf = (html: string, handle: string) => scriptsOf(html)
  .filter((s) => [`${handle}-js-extra`, `${handle}-js-before`, `${handle}-js-after`, `${handle}-js-translations`].includes(s.id))
  .map((s) => `${s.id}:${s.body}`);

const tag = (html: string, handle: string): ScriptElement | undefined => byId(html, `${handle}-js`);
const keptHandles = (family: (typeof familyPlans)[number]) => family.keeps.flatMap((k) => k.handle.split(/,\s*/)).filter((h) => /^[a-z0-9-]+$/.test(h));

describe('php -l', () => {
  const files = [...phpFiles('adapters/wordpress/plugin'), ...phpFiles('fixtures/wordpress')];
  it.each(files)('%s has no syntax error', (file) => {
    expect(execFileSync('php', ['-l', file], { encoding: 'utf8' })).toContain('No syntax errors detected');
  });
});

describe('the plugin as a site owner installs it', () => {
  it('is installed from the zip: WordPress lists it by its Persian name and version', () => {
    const listed = JSON.parse(php("echo wp_json_encode( get_plugins()['vitrin/vitrin.php'] ?? null );")) as { Name: string; Version: string } | null;
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(listed?.Name).toBe('Vitrin (ویترین)');
    expect(listed?.Version).toBe(pkg.version);
  });
});

describe('families switched on and off, on the page a visitor gets', () => {
  let base = '';
  let on = '';
  beforeAll(async () => {
    siteState({ active: false });
    base = (await page()).html;
    siteState({ options: { enabled: true, families: ALL_FAMILIES_ON } });
    on = (await page()).html;
  });

  it.each(familyPlans.map((f) => [f.id, f] as const))('%s: on, its scripts\' <script src> are gone and their data stays; off, they are back', async (_id, family) => {
    const printed = family.replaces.filter((r) => tag(base, r.handle));
    expect(printed.length, 'the test page prints this family').toBeGreaterThan(0);
    for (const { handle } of printed) {
      expect(tag(on, handle), `${handle} dropped`).toBeUndefined();
      expect(inlineOf(on, handle), `${handle}'s localized and inline data`).toEqual(inlineOf(base, handle));
    }
    for (const handle of keptHandles(family).filter((h) => tag(base, h))) expect(tag(on, handle)?.src, `${handle} kept`).toBe(tag(base, handle)?.src);

    siteState({ options: { enabled: true, families: { ...ALL_FAMILIES_ON, [family.id]: false } } });
    const off = (await page()).html;
    for (const { handle } of printed) expect(tag(off, handle)?.src, `${handle} back`).toBe(tag(base, handle)?.src);
    expect((settingsOf(off).families as Record<string, boolean>)[family.id]).toBe(false);
    expect((settingsOf(on).families as Record<string, boolean>)[family.id]).toBe(true);
  });

  it('keeps printing the scripts that depend on a replaced handle, after its localized data', () => {
    const ids = scriptsOf(on).map((s) => s.id);
    expect(ids).toContain('wd-quick-view-js'); // depends on wc-add-to-cart-variation
    expect(ids.indexOf('wc-add-to-cart-variation-js-extra')).toBeLessThan(ids.indexOf('wd-quick-view-js'));
    expect(ids).toContain('wp-util-js'); // a dependency of the dropped variation script, still printed
  });

  it('prints valid settings as the README snippet does, the loader deferred in the footer and versioned, the core preloaded in <head>', async () => {
    const settings = settingsOf(on);
    expect(settings).toMatchObject({ locale: 'en_US', currency: 'IRT', loggedIn: false, isCart: false, isCheckout: false, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', ajaxUrl: '/wp-admin/admin-ajax.php' });
    expect(settings.restRoot).toBe(`${wpUrl()}/index.php?rest_route=/`);
    expect(settings.restNonce).toMatch(/^[0-9a-f]{10}$/);
    expect(settings.cartUrl).toBe(`${wpUrl()}/?pagename=cart`);

    const build = JSON.parse(readFileSync('dist/wordpress/vitrin/build.json', 'utf8')) as { core: string; assetVersion: string };
    const head = on.slice(0, on.indexOf('</head>'));
    const preload = /<link rel="modulepreload" href="([^"]+)"/.exec(head)?.[1];
    expect(preload).toBe(`${wpUrl()}/wp-content/plugins/vitrin/assets/${build.core}`);
    const core = await fetch(preload ?? '');
    expect(core.status).toBe(200);
    expect(await core.text()).toContain('Vitrin');

    const loader = tag(on, 'vitrin');
    expect(loader?.attrs).toMatch(/\bdefer\b/);
    expect(loader?.src).toBe(`${wpUrl()}/wp-content/plugins/vitrin/assets/vitrin.js?ver=${build.assetVersion}`);
    expect(on.indexOf('id=\'vitrin-js\'')).toBeGreaterThan(on.indexOf('</main>'));
    expect((await fetch(loader?.src ?? '')).status).toBe(200);
  });

  it('with Vitrin switched off, the page is exactly the one without the plugin', async () => {
    siteState({ options: { enabled: false, families: ALL_FAMILIES_ON } });
    const off = (await page()).html;
    expect(off).toBe(base);
    for (const trace of ['vitrin-settings', 'plugins/vitrin/', 'modulepreload']) expect(off).not.toContain(trace);
  });
});

describe('developer filters', () => {
  it('vitrin_families: an unknown family (or a junk entry) is ignored and named on the settings page; the front is as without it', async () => {
    siteState({ options: { enabled: true, families: ALL_FAMILIES_ON } });
    const plain = scriptsOf((await page()).html).map((s) => s.id);
    siteState({ filters: ['unknown-family'], options: { enabled: true, families: ALL_FAMILIES_ON } });
    const html = (await page()).html;
    expect(scriptsOf(html).map((s) => s.id)).toEqual(plain);
    expect(tag(html, 'jquery-core')).toBeDefined();
    expect(Object.keys(settingsOf(html).families as object)).not.toContain('no-such-family');
    const admin = (await page('/wp-admin/admin.php?page=vitrin', await adminCookie())).html;
    expect(admin).toContain('no-such-family');
  });

  it('vitrin_families: a family left out is excluded: its scripts stay and its switch is gone', async () => {
    siteState({ filters: ['exclude-woodmart'], options: { enabled: true, families: ALL_FAMILIES_ON } });
    const html = (await page()).html;
    expect(tag(html, 'wd-wishlist')).toBeDefined();
    expect(tag(html, 'wc-add-to-cart')).toBeUndefined();
    expect(settingsOf(html).families).not.toHaveProperty('woodmart');
    const admin = (await page('/wp-admin/admin.php?page=vitrin', await adminCookie())).html;
    expect(admin).not.toContain('data-family="woodmart"');
    expect(admin).toContain('data-family="jet-engine"');
  });

  it('vitrin_families returning junk: the map as built is used', async () => {
    siteState({ filters: ['families-not-array'], options: { enabled: true, families: ALL_FAMILIES_ON } });
    const html = (await page()).html;
    expect(tag(html, 'wd-wishlist')).toBeUndefined();
    expect(tag(html, 'wc-add-to-cart')).toBeUndefined();
  });

  it('vitrin_settings: hostile values cannot close the script element, wrong types are dropped, the switches stay the truth', async () => {
    siteState({ filters: ['settings-hostile'], options: { enabled: true, families: ALL_FAMILIES_ON } });
    const html = (await page()).html;
    const settings = settingsOf(html);
    expect(settings.i18n).toEqual({ fa: { cart: { added: '</script><script>alert(1)</script>' } } });
    expect(html).not.toContain('<script>alert(1)');
    expect(settings).toMatchObject({ currency: 'IRT', loggedIn: false, waits: { cart: { slowMs: 4000 } } });
    expect(settings).not.toHaveProperty('evil');
    expect((settings.families as Record<string, boolean>)['woocommerce-cart']).toBe(true);

    siteState({ filters: ['settings-not-array'], options: { enabled: true, families: ALL_FAMILIES_ON } });
    expect(settingsOf((await page()).html)).toMatchObject({ locale: 'en_US', currency: 'IRT' });
  });
});

describe('bad input, each defined and none fatal', () => {
  it('WooCommerce absent: the page works, no WooCommerce settings, no family offered as active, the settings page under Settings', async () => {
    siteState({ plugins: [], options: { enabled: true, families: ALL_FAMILIES_ON } });
    const { status, html } = await page();
    expect(status).toBe(200);
    const settings = settingsOf(html);
    for (const key of ['currency', 'cartUrl', 'checkoutUrl', 'isCart', 'wcAjaxUrl']) expect(settings).not.toHaveProperty(key);
    expect(Object.values(settings.families as object).every((on) => on === false)).toBe(true);
    const admin = await page('/wp-admin/options-general.php?page=vitrin', await adminCookie());
    expect(admin.status).toBe(200);
    expect([...admin.html.matchAll(/data-status="([a-z-]+)"/g)].map((m) => m[1])).toEqual(familyPlans.map(() => 'missing'));
  });

  it('a plugin deactivated while its switch is on: nothing is replaced for it, the settings say off, its status says missing', async () => {
    siteState({ plugins: ALL_PLUGINS.filter((p) => p !== 'jet-engine'), options: { enabled: true, families: ALL_FAMILIES_ON } });
    const html = (await page()).html;
    expect((settingsOf(html).families as Record<string, boolean>)['jet-engine']).toBe(false);
    expect(tag(html, 'wc-add-to-cart')).toBeUndefined();
    const admin = (await page('/wp-admin/admin.php?page=vitrin', await adminCookie())).html;
    expect(admin).toMatch(/data-family="jet-engine" data-status="missing"/);
  });

  it.each([
    ['a string', 'garbage'],
    ['wrong types inside', { enabled: ['x'], families: 'nope' }],
    ['unknown families and nested junk', { families: { 'woocommerce-cart': { a: 1 }, 'no-such': true } }],
    ['a number', 7],
  ])('corrupt options (%s): read as the defaults, the page works', async (_what, options) => {
    siteState({ options });
    const { status, html } = await page();
    expect(status).toBe(200);
    const families = settingsOf(html).families as Record<string, boolean>;
    expect(families['woocommerce-cart']).toBe(true); // default on: WooCommerce is active
    expect(families.elementor).toBe(false); // default off
    expect(tag(html, 'wc-add-to-cart')).toBeUndefined();
  });
});

describe('where the settings page is', () => {
  it('under WooCommerce\'s menu when WooCommerce is active, under Settings when it is not', async () => {
    const cookie = await adminCookie();
    siteState({ options: { enabled: true } });
    const menu = (await page('/wp-admin/index.php', cookie)).html;
    expect(menu).toMatch(/href=['"]admin\.php\?page=vitrin['"][^>]*>ویترین/);
    expect((await page('/wp-admin/admin.php?page=vitrin', cookie)).html).toContain('id="vitrin-settings-page"');
    siteState({ plugins: [], options: { enabled: true } });
    expect((await page('/wp-admin/index.php', cookie)).html).toMatch(/href=['"]options-general\.php\?page=vitrin['"][^>]*>ویترین/);
    expect((await page('/wp-admin/options-general.php?page=vitrin', cookie)).html).toContain('id="vitrin-settings-page"');
  });
});

describe('the settings page', () => {
  let cookie = '';
  // Under WooCommerce's menu, as WooCommerce is active in these tests.
  const settingsPage = async () => (await page('/wp-admin/admin.php?page=vitrin', cookie)).html;
  const statuses = (html: string) => Object.fromEntries([...html.matchAll(/data-family="([a-z-]+)" data-status="([a-z-]+)"/g)].map((m) => [m[1], m[2]]));
  const post = (fields: [string, string][]) => fetch(`${wpUrl()}/wp-admin/options.php`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie },
    redirect: 'manual',
  });
  const stored = () => JSON.parse(php("echo wp_json_encode( get_option( 'vitrin_options', null ) );")) as unknown;
  beforeAll(async () => {
    cookie = await adminCookie();
  });

  it('is in Persian with a master switch and a switch and status per family: active, off, plugin missing, original still running', async () => {
    siteState({ plugins: ALL_PLUGINS.filter((p) => p !== 'whatsapp'), filters: ['copy-handle'], options: { enabled: true, families: { 'jet-smart-filters': false } } });
    await page(); // a visitor's page shows the theme printing add-to-cart.js under its own handle
    const html = await settingsPage();
    expect(html).toContain('<h1>ویترین</h1>');
    expect(html).toMatch(/id="vitrin-enabled" name="vitrin_options\[enabled\]" value="1"\s+checked='checked'/);
    expect(statuses(html)).toEqual({
      'woocommerce-cart': 'running', 'order-attribution': 'active', 'jet-smart-filters': 'off', 'jet-engine': 'active',
      woodmart: 'active', 'variation-swatches': 'active', elementor: 'off', whatsapp: 'missing',
    });
    expect(html).toContain('my-theme-cart');
    expect(html).toContain('اسکریپت اصلی هنوز اجرا می‌شود');

    siteState({ plugins: ALL_PLUGINS.filter((p) => p !== 'whatsapp'), options: { enabled: false } });
    expect(Object.values(statuses(await settingsPage()))).toEqual(['vitrin-off', 'vitrin-off', 'vitrin-off', 'vitrin-off', 'vitrin-off', 'vitrin-off', 'vitrin-off', 'missing']);
  });

  it('refuses a post without its nonce: nothing changes', async () => {
    siteState({ options: { enabled: true, families: {} } });
    const response = await post([['option_page', 'vitrin'], ['action', 'update'], ['vitrin_options[enabled]', '0']]);
    expect(response.status).toBe(403);
    expect(stored()).toEqual({ enabled: true, families: [] });
  });

  it('keeps only known families and on/off from a post with hostile values, and prints them escaped', async () => {
    siteState({ filters: ['hostile-label'], options: { enabled: true, families: {} } });
    const html = await settingsPage();
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(1)');
    const response = await post([
      ['option_page', 'vitrin'], ['action', 'update'], ['_wpnonce', nonce], ['_wp_http_referer', '/wp-admin/admin.php?page=vitrin'],
      ['vitrin_options[enabled]', '0'], ['vitrin_options[enabled]', 'javascript:alert(1)'],
      ['vitrin_options[families][woocommerce-cart]', '0'],
      ['vitrin_options[families][<script>alert(1)</script>]', '1'],
      ['vitrin_options[families][jet-engine][]', '1'],
      ['vitrin_options[families][whatsapp]', '<img src=x onerror=alert(1)>'],
      ['vitrin_options[families][woodmart]', '1'],
      ['vitrin_options[evil]', '1'],
    ]);
    expect(response.status).toBe(302);
    expect(stored()).toEqual({ enabled: false, families: { 'woocommerce-cart': false, woodmart: true, whatsapp: false } });
  });

  it('saves the switches an admin sets, and the front follows', async () => {
    siteState({ options: { enabled: true, families: {} } });
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(await settingsPage())?.[1] ?? '';
    const response = await post([
      ['option_page', 'vitrin'], ['action', 'update'], ['_wpnonce', nonce],
      ['vitrin_options[enabled]', '0'], ['vitrin_options[enabled]', '1'],
      ['vitrin_options[families][woocommerce-cart]', '0'], ['vitrin_options[families][woodmart]', '0'], ['vitrin_options[families][woodmart]', '1'],
    ]);
    expect(response.status).toBe(302);
    const html = (await page()).html;
    expect(tag(html, 'wc-add-to-cart')).toBeDefined();
    expect(tag(html, 'wd-wishlist')).toBeUndefined();
  });
});

describe('the plugin\'s own PHP', () => {
  it('wrote no PHP error, warning or notice of its own in debug.log through all of the above', () => {
    const log = readFileSync(join(siteRoot(), 'debug.log'), 'utf8');
    const ours = log.split('\n').filter((line) => /plugins\/vitrin\/|mu-plugins\/vitrin-test/.test(line));
    expect(ours).toEqual([]);
  });

  it('uninstall removes its options', () => {
    siteState({ options: { enabled: true, families: { woodmart: false } } });
    php("update_option( 'vitrin_seen', array( 'woodmart' => 'x' ) ); deactivate_plugins( 'vitrin/vitrin.php' ); uninstall_plugin( 'vitrin/vitrin.php' );");
    expect(php("echo wp_json_encode( array( get_option( 'vitrin_options', 'gone' ), get_option( 'vitrin_seen', 'gone' ) ) );")).toBe('["gone","gone"]');
  });
});

function siteRoot(): string {
  return php('echo ABSPATH;');
}
