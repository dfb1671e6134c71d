// Helpers for the WordPress plugin tests (*.wp.ts): PHP with the test site's WordPress loaded,
// the page as a visitor gets it, the admin's cookies, and the script elements of a page.
import { inject } from 'vitest';
// @ts-expect-error plain-JS helper without type declarations
import { phpIn, ADMIN } from '../../scripts/wordpress/stack.mjs';

export const wpUrl = (): string => inject('wpUrl');
export const php = (code: string): string => (phpIn(inject('wpSite'), inject('wpUrl')) as (code: string) => string)(code);

export const ALL_PLUGINS = ['woocommerce', 'jet-smart-filters', 'jet-engine', 'woodmart', 'variation-swatches', 'elementor', 'whatsapp'];
export const ALL_FAMILIES_ON = {
  'woocommerce-cart': true, 'order-attribution': true, 'jet-smart-filters': true, 'jet-engine': true,
  woodmart: true, 'variation-swatches': true, elementor: true, whatsapp: true,
};

export interface SiteState {
  plugins?: readonly string[];
  filters?: readonly string[];
  /** The stored vitrin_options (any value: tests store corrupt ones too); undefined deletes it. */
  options?: unknown;
  active?: boolean;
}

/** Puts the site in a state in one PHP run: stand-ins, test filters, Vitrin's options, Vitrin (de)activated. */
export function siteState({ plugins = ALL_PLUGINS, filters = [], options, active = true }: SiteState): void {
  const stored = options === undefined ? "delete_option( 'vitrin_options' );" : `update_option( 'vitrin_options', json_decode( ${phpString(JSON.stringify(options))}, true ) );`;
  php(`update_option( 'vitrin_test_plugins', json_decode( ${phpString(JSON.stringify(plugins))}, true ) );
    update_option( 'vitrin_test_filters', json_decode( ${phpString(JSON.stringify(filters))}, true ) );
    ${stored}
    delete_option( 'vitrin_seen' );
    ${active ? "activate_plugin( 'vitrin/vitrin.php' );" : "deactivate_plugins( 'vitrin/vitrin.php' );"}`);
}

export function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export async function page(path = '/', cookie?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${wpUrl()}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

export interface ScriptElement {
  id: string;
  src: string;
  attrs: string;
  body: string;
}

export function scriptsOf(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => {
    const attrs = m[1] ?? '';
    return {
      attrs,
      body: (m[2] ?? '').trim(),
      id: /\bid=(["'])(.*?)\1/.exec(attrs)?.[2] ?? '',
      src: /\bsrc=(["'])(.*?)\1/.exec(attrs)?.[2] ?? '',
    };
  });
}

export const byId = (html: string, id: string): ScriptElement | undefined => scriptsOf(html).find((s) => s.id === id);

/** #vitrin-settings, parsed (throws when it is not JSON). */
export function settingsOf(html: string): Record<string, unknown> {
  const body = byId(html, 'vitrin-settings')?.body;
  if (body === undefined) throw new Error('no #vitrin-settings');
  return JSON.parse(body) as Record<string, unknown>;
}

/** The admin's cookies (WordPress's login form, as a browser posts it). */
export async function adminCookie(): Promise<string> {
  const test = 'wordpress_test_cookie=WP%20Cookie%20check';
  const body = new URLSearchParams({ log: ADMIN.user as string, pwd: ADMIN.password as string, 'wp-submit': 'Log In', redirect_to: `${wpUrl()}/wp-admin/`, testcookie: '1' });
  const response = await fetch(`${wpUrl()}/wp-login.php`, { method: 'POST', body, headers: { cookie: test }, redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => c && !c.endsWith('=deleted'));
  if (!cookies.some((c) => c?.startsWith('wordpress_logged_in_'))) throw new Error(`login failed: ${response.status}`);
  return [...cookies, test].join('; ');
}
