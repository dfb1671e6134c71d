// Where a visit came from, decided the way WooCommerce's bundled sourcebuster decides it, without
// DOM: campaign parameters → utm; a search engine → organic; another site at the start of a
// session → referral; nothing known yet → typein; otherwise the visit keeps its source. Then the
// visit and session counters. Input: the address, referrer, clock and the cookies as parsed.
import { capValue, type Container } from '../../adapters/woocommerce/attribution';

export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';
type Parsed = Partial<Record<Container, Record<string, string> | null>>;

const NONE = '(none)';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic'];

export interface Visit {
  /** The page's address. */
  url: string;
  referrer: string;
  now: Date;
  userAgent: string;
  /** The cookies, parsed; null = missing or malformed (then rewritten). */
  cookies: Parsed;
}

export interface CookieWrite {
  container: Container;
  value: string;
  /** 'lifetime' or 'session' (the session length). */
  expiry: 'lifetime' | 'session';
}

interface Main {
  typ: TrafficType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

function host(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function query(url: string): URLSearchParams {
  try {
    return new URL(url).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The five search engines of spec §9: Google by host, Yandex with its `text` query, Bing, Yahoo
 * and Baidu with theirs. Returns the engine's name, or null.
 */
export function searchEngine(referrer: string): string | null {
  const h = host(referrer);
  const q = query(referrer);
  if (!h) return null;
  if (/^(?:.*\.)?yandex\..{2,9}$/i.test(h) && q.has('text')) return 'yandex';
  if (/^google\..{2,9}$/i.test(h)) return 'google';
  const engines: Array<[RegExp, string, string]> = [
    [/^(?:.*\.)?bing\.com$/i, 'q', 'bing'],
    [/^(?:.*\.)?yahoo\.com$/i, 'p', 'yahoo'],
    [/^(?:.*\.)?baidu\.com$/i, 'wd', 'baidu'],
  ];
  for (const [pattern, param, name] of engines) if (pattern.test(h) && (q.has(param) || (name === 'baidu' && q.has('word')))) return name;
  return null;
}

/** The referrer is another site (sourcebuster compares with the shop's host and its subdomains). */
function external(referrer: string, url: string): boolean {
  const from = host(referrer);
  const own = host(url);
  if (!from) return false;
  return !(from === own || from.endsWith(`.${own}`));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-11-22 04:40:53" in UTC (WooCommerce passes timezone_offset 0). */
export function fireDate(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
}

function param(q: URLSearchParams, key: string): string | undefined {
  const value = q.get(key);
  return value === null ? undefined : value;
}

/** The traffic type of this page view, or null when it keeps the current one. */
export function trafficType(visit: Visit): TrafficType | null {
  const q = query(visit.url);
  if (UTM_KEYS.some((k) => q.has(k)) || q.has('gclid') || q.has('yclid')) return 'utm';
  if (visit.referrer && external(visit.referrer, visit.url) && searchEngine(visit.referrer)) return 'organic';
  if (!visit.cookies.session && visit.referrer && external(visit.referrer, visit.url)) return 'referral';
  if (!visit.cookies.first && !visit.cookies.current) return 'typein';
  return null;
}

function mainData(type: TrafficType, visit: Visit): Main {
  const q = query(visit.url);
  const blank = { cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
  switch (type) {
    case 'utm': {
      const gclid = q.has('gclid');
      const yclid = q.has('yclid');
      return {
        typ: 'utm',
        src: param(q, 'utm_source') ?? (gclid ? 'google' : yclid ? 'yandex' : NONE),
        mdm: param(q, 'utm_medium') ?? (gclid || yclid ? 'cpc' : NONE),
        cmp: param(q, 'utm_campaign') ?? (gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : NONE),
        cnt: param(q, 'utm_content') ?? NONE,
        trm: param(q, 'utm_term') ?? NONE,
        id: param(q, 'utm_id') ?? NONE,
        plt: param(q, 'utm_source_platform') ?? NONE,
        fmt: param(q, 'utm_creative_format') ?? NONE,
        tct: param(q, 'utm_marketing_tactic') ?? NONE,
      };
    }
    case 'organic':
      return { typ: 'organic', src: searchEngine(visit.referrer) ?? host(visit.referrer), mdm: 'organic', ...blank };
    case 'referral': {
      let path = NONE;
      try {
        path = new URL(visit.referrer).pathname;
      } catch {
        // kept as (none)
      }
      return { typ: 'referral', src: host(visit.referrer), mdm: 'referral', ...blank, cnt: path };
    }
    default:
      return { typ: 'typein', src: '(direct)', mdm: NONE, ...blank };
  }
}

// Every value is capped (capValue): the address, the referrer and the campaign parameters come
// from whoever wrote the link, and uncapped they can lock the visitor out of the shop (issue 26).
const pack = (record: Record<string, string>) => Object.entries(record).map(([k, v]) => `${k}=${capValue(k, v)}`).join('|||');
const main = (m: Main) => pack({ typ: m.typ, src: m.src, mdm: m.mdm, cmp: m.cmp, cnt: m.cnt, trm: m.trm, id: m.id, plt: m.plt, fmt: m.fmt, tct: m.tct });

/** The cookies this page view writes, in sourcebuster's order. */
export function track(visit: Visit): CookieWrite[] {
  const writes: CookieWrite[] = [];
  const { cookies } = visit;
  if (!cookies.first && !cookies.migrations) writes.push({ container: 'migrations', value: '1418474375998=1', expiry: 'lifetime' });
  const type = trafficType(visit);
  const extra = pack({ fd: fireDate(visit.now), ep: visit.url, rf: visit.referrer || NONE });
  let current: string;
  if (type) {
    writes.push({ container: 'current_add', value: extra, expiry: 'lifetime' });
    if (!cookies.first_add) writes.push({ container: 'first_add', value: extra, expiry: 'lifetime' });
    current = main(mainData(type, visit));
  } else {
    // Keeps its source; a current cookie from an older version is filled out with (none).
    const kept = cookies.current ?? {};
    current = main({
      typ: (kept.typ as TrafficType | undefined) ?? 'typein', src: kept.src ?? NONE, mdm: kept.mdm ?? NONE, cmp: kept.cmp ?? NONE,
      cnt: kept.cnt ?? NONE, trm: kept.trm ?? NONE, id: kept.id ?? NONE, plt: kept.plt ?? NONE, fmt: kept.fmt ?? NONE, tct: kept.tct ?? NONE,
    });
  }
  writes.push({ container: 'current', value: current, expiry: 'lifetime' });
  if (!cookies.first) writes.push({ container: 'first', value: current, expiry: 'lifetime' });

  const visits = cookies.udata ? (Number.parseInt(cookies.udata.vst ?? '', 10) || 1) + (cookies.session ? 0 : 1) : 1;
  writes.push({ container: 'udata', value: pack({ vst: String(visits), uip: NONE, uag: visit.userAgent }), expiry: 'lifetime' });
  const pages = cookies.session ? (Number.parseInt(cookies.session.pgs ?? '', 10) || 1) + 1 : 1;
  writes.push({ container: 'session', value: pack({ pgs: String(pages), cpg: visit.url }), expiry: 'session' });
  return writes;
}

/** The hidden inputs' values from the cookies as they are now ("container.key" per field). */
export function fieldValues(fields: Readonly<Record<string, string>>, cookies: Parsed): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [container, key] = path.split('.');
    const record = cookies[(container ?? '') as Container];
    out[field] = record && key ? record[key] ?? '' : '';
  }
  return out;
}
