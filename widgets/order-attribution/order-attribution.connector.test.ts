// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COOKIE_NAMES, DEFAULT_FIELDS, parseContainer, readSbjsCookies, sbjsCookieString, sbjsEncode, type Container,
} from '../../adapters/woocommerce/attribution';
import { fieldValues, searchEngine, track, trafficType, type Visit } from './order-attribution.connector';

const SHOP = 'https://shop.example.ir/product/tee/';
const UA = 'Mozilla/5.0 (X11; Linux x86_64)';

/**
 * A browser's cookie jar with a clock: expired cookies vanish, as the session cookie must after
 * 30 minutes without a page view. Lifetime 0 = a session cookie (kept while the browser is open).
 */
class Jar {
  private readonly cookies = new Map<string, { value: string; expires: number | null }>();
  now = Date.UTC(2026, 10, 22, 4, 40, 53);

  write(text: string): void {
    const [pair = '', ...attributes] = text.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const expiresAttr = attributes.find((a) => a.toLowerCase().startsWith('expires='));
    const expires = expiresAttr ? Date.parse(expiresAttr.slice(8)) : null;
    if (expires !== null && expires <= this.now) this.cookies.delete(name);
    else this.cookies.set(name, { value: pair.slice(eq + 1), expires });
  }

  header(): string {
    return [...this.cookies].filter(([, c]) => c.expires === null || c.expires > this.now).map(([n, c]) => `${n}=${c.value}`).join('; ');
  }

  parsed(): Visit['cookies'] {
    const raw = readSbjsCookies(this.header());
    const out: Visit['cookies'] = {};
    for (const container of Object.keys(COOKIE_NAMES) as Container[]) {
      out[container] = container === 'migrations' ? (raw.migrations ? {} : null) : parseContainer(container, raw[container]);
    }
    return out;
  }

  /** One page view, as the behaviour does it (lifetime: session cookies, session 30 minutes). */
  view(url: string, referrer = ''): void {
    const writes = track({ url, referrer, now: new Date(this.now), userAgent: UA, cookies: this.parsed() });
    for (const w of writes) this.write(sbjsCookieString(COOKIE_NAMES[w.container], w.value, w.expiry === 'session' ? 30 : 0, '.shop.example.ir', this.now));
  }

  minutes(n: number): void {
    this.now += n * 60000;
  }

  get(container: Container): Record<string, string> | null | undefined {
    return this.parsed()[container];
  }
}

describe('traffic type (spec §4: utm, organic, referral, typein, in that order)', () => {
  const visit = (url: string, referrer: string, cookies: Visit['cookies'] = {}): Visit => ({ url, referrer, now: new Date(), userAgent: UA, cookies });
  it('campaign parameters win over a search engine; a search engine over a referral', () => {
    expect(trafficType(visit(`${SHOP}?utm_source=insta&utm_medium=social`, 'https://www.google.com/'))).toBe('utm');
    expect(trafficType(visit(`${SHOP}?gclid=abc`, ''))).toBe('utm');
    expect(trafficType(visit(SHOP, 'https://www.google.com/'))).toBe('organic');
    expect(trafficType(visit(SHOP, 'https://digikala.com/mag/'))).toBe('referral');
    expect(trafficType(visit(SHOP, ''))).toBe('typein');
  });
  it('a referral counts only at the start of a session; later the visit keeps its source', () => {
    const session = { pgs: '2', cpg: SHOP };
    expect(trafficType(visit(SHOP, 'https://digikala.com/', { session, current: { typ: 'typein' } }))).toBeNull();
    expect(trafficType(visit(SHOP, 'https://shop.example.ir/cart/', { current: { typ: 'typein' } }))).toBeNull();
  });
  it('knows the five engines', () => {
    expect(searchEngine('https://www.google.com/')).toBe('google');
    expect(searchEngine('https://yandex.ru/search/?text=x')).toBe('yandex');
    expect(searchEngine('https://www.bing.com/search?q=x')).toBe('bing');
    expect(searchEngine('https://search.yahoo.com/search?p=x')).toBe('yahoo');
    expect(searchEngine('https://www.baidu.com/s?wd=x')).toBe('baidu');
    expect(searchEngine('https://duckduckgo.com/?q=x')).toBeNull();
    expect(searchEngine('not a url')).toBeNull();
  });
});

describe('cookies as WooCommerce writes them', () => {
  it('a first direct visit writes the recorded typein cookies', () => {
    const jar = new Jar();
    jar.view('http://127.0.0.1:8080/je-loadmore/');
    expect(jar.header()).toContain('sbjs_current=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29');
    expect(jar.header()).toContain('sbjs_current_add=fd%3D2026-11-22%2004%3A40%3A53%7C%7C%7Cep%3Dhttp%3A%2F%2F127.0.0.1%3A8080%2Fje-loadmore%2F%7C%7C%7Crf%3D%28none%29');
    expect(jar.header()).toContain('sbjs_migrations=1418474375998%3D1');
    expect(jar.get('udata')).toEqual({ vst: '1', uip: '(none)', uag: UA });
    expect(jar.get('session')).toEqual({ pgs: '1', cpg: 'http://127.0.0.1:8080/je-loadmore/' });
  });

  it('the 30-minute session (fake clock): pages count up; after 30 idle minutes a new visit starts', () => {
    const jar = new Jar();
    jar.view(`${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=yalda`);
    jar.minutes(10);
    jar.view('https://shop.example.ir/cart/', SHOP);
    expect(jar.get('session')?.pgs).toBe('2');
    expect(jar.get('udata')?.vst).toBe('1');
    // 29 minutes idle: still the same session, and a referral does not replace the campaign.
    jar.minutes(29);
    jar.view(SHOP, 'https://digikala.com/mag/');
    expect(jar.get('current')).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: 'yalda' });
    expect(jar.get('session')?.pgs).toBe('3');
    // 31 minutes idle: the session is over; a referral now starts a new visit.
    jar.minutes(31);
    jar.view(SHOP, 'https://digikala.com/mag/');
    expect(jar.get('session')?.pgs).toBe('1');
    expect(jar.get('udata')?.vst).toBe('2');
    expect(jar.get('current')).toMatchObject({ typ: 'referral', src: 'digikala.com', mdm: 'referral', cnt: '/mag/' });
    // The first source is kept for good.
    expect(jar.get('first')).toMatchObject({ typ: 'utm', src: 'newsletter' });
  });

  it('the checkout fields come from the cookies', () => {
    const jar = new Jar();
    jar.view(`${SHOP}?utm_source=google&utm_medium=cpc&utm_campaign=nowruz&utm_term=%D8%AA%DB%8C%D8%B4%D8%B1%D8%AA`);
    const values = fieldValues(DEFAULT_FIELDS, jar.parsed());
    expect(values).toMatchObject({
      source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'nowruz', utm_term: 'تیشرت',
      session_entry: `${SHOP}?utm_source=google&utm_medium=cpc&utm_campaign=nowruz&utm_term=%D8%AA%DB%8C%D8%B4%D8%B1%D8%AA`,
      session_start_time: '2026-11-22 04:40:53', session_pages: '1', session_count: '1', user_agent: UA, referrer: '(none)',
    });
  });

  it('malformed cookies are replaced, not trusted (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (garbage) => {
      const jar = new Jar();
      for (const name of Object.values(COOKIE_NAMES)) jar.write(`${name}=${encodeURIComponent(garbage)}; path=/`);
      jar.view(SHOP);
      const current = jar.get('current');
      expect(current).not.toBeNull();
      expect(['utm', 'organic', 'referral', 'typein']).toContain(current?.typ);
      expect(Number.parseInt(jar.get('session')?.pgs ?? '', 10)).toBeGreaterThanOrEqual(1);
    }), { numRuns: 200 });
    expect(parseContainer('current', 'typ%3D%3Cscript%3E')).toBeNull();
    expect(parseContainer('session', '%E0%A4%A')).toBeNull();
    expect(parseContainer('udata', 'vst=1|||uip=(none)|||uag=x|||evil=1')).toBeNull();
  });

  it('a crafted campaign link cannot lock the visitor out: all sbjs cookies stay under 4 KB (issue 26)', () => {
    const long = fc.string({ unit: 'binary', minLength: 0, maxLength: 3000 });
    fc.assert(fc.property(fc.array(long, { minLength: 9, maxLength: 9 }), long, long, (utm, path, referrer) => {
      const jar = new Jar();
      const params = new URLSearchParams();
      ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic']
        .forEach((key, i) => params.set(key, utm[i] ?? ''));
      const url = `${SHOP}${encodeURIComponent(path)}?${params.toString()}`;
      jar.view(url, `https://evil.example/${encodeURIComponent(referrer)}`);
      jar.view(`${SHOP}?${params.toString()}`);
      const header = jar.header();
      // The browser's limit per cookie, and what is left of a server's 8 KB header for the rest.
      for (const cookie of header.split('; ')) expect(cookie.length).toBeLessThan(4096);
      expect(header.length).toBeLessThan(4096);
      // Still what the campaign said, only shorter.
      expect(jar.get('current')?.typ).toBe('utm');
    }), { numRuns: 60 });
  });

  it('an oversized cookie from before the caps is replaced, not kept for good', () => {
    const jar = new Jar();
    jar.write(`sbjs_first=${sbjsEncode(`typ=utm|||src=${'x'.repeat(3900)}|||mdm=a|||cmp=b|||cnt=c|||trm=d`)}; path=/`);
    jar.view(SHOP);
    expect(jar.header().length).toBeLessThan(4096);
  });
});
