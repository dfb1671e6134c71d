// Cookie helpers. Values are encoded the way js-cookie 3 does (what WooCommerce and Woodmart use),
// so cookies written by the original scripts and by Vitrin read the same on both sides.

export interface CookieOptions {
  /** Days until expiry; omitted = session cookie. */
  expires?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

function encodeValue(value: string): string {
  // js-cookie 3: percent-encode, then restore the characters RFC 6265 allows in a cookie value.
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

function encodeName(name: string): string {
  return encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, escape);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function readCookies(source: string = document.cookie): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of source ? source.split('; ') : []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = safeDecode(part.slice(0, eq));
    let value = part.slice(eq + 1);
    if (value.startsWith('"')) value = value.slice(1, -1);
    if (!jar.has(name)) jar.set(name, safeDecode(value));
  }
  return jar;
}

export function getCookie(name: string): string | undefined {
  return readCookies().get(name);
}

/**
 * Bytes a browser counts against its per-cookie limit: name and value as written. Browsers refuse
 * (silently) a cookie whose name and value pass 4096 bytes, so the write must be checked first.
 */
export const COOKIE_MAX_BYTES = 4096;
export function cookieBytes(name: string, value: string): number {
  return encodeName(name).length + 1 + encodeValue(value).length;
}

/** Writes the cookie; false (and nothing written) when the browser would refuse it as too long. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  if (cookieBytes(name, value) > COOKIE_MAX_BYTES) return false;
  let text = `${encodeName(name)}=${encodeValue(value)}`;
  if (options.expires !== undefined) {
    text += `; expires=${new Date(Date.now() + options.expires * 864e5).toUTCString()}`;
  }
  if (options.path) text += `; path=${options.path}`;
  if (options.domain) text += `; domain=${options.domain}`;
  if (options.secure) text += '; secure';
  if (options.sameSite) text += `; samesite=${options.sameSite}`;
  document.cookie = text;
  return true;
}

export function deleteCookie(name: string, options: Omit<CookieOptions, 'expires'> = {}): void {
  setCookie(name, '', { ...options, expires: -1 });
}

/**
 * Every value of a cookie name the page can see. Two cookies may share a name at different paths
 * (the browser lists the more specific path first), e.g. a plugin's path-less copy and ours at /.
 */
export function readCookieValues(name: string, source: string = document.cookie): string[] {
  const values: string[] = [];
  for (const part of source ? source.split(/;\s*/) : []) {
    const eq = part.indexOf('=');
    if (eq < 0 || safeDecode(part.slice(0, eq)) !== name) continue;
    let value = part.slice(eq + 1);
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    values.push(safeDecode(value));
  }
  return values;
}
