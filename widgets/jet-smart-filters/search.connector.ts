// The search filter's text rules, DOM-free: Persian normalisation of what a shopper types so the
// server's LIKE matching finds what they mean, and the minimum-letters rule (shorter = empty).

/** Arabic letter forms a Persian keyboard layout or a copied text may carry → the Persian ones. */
const LETTERS: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
  '\u06C0': '\u0647\u0654', // ۀ kept as ه + hamza above, then the hamza goes with the diacritics
};

// Harakat, tanwin, shadda, sukun, superscript alef, Quranic marks, tatweel.
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Zero-width joiner/space, BOM, soft hyphen, bidi marks: invisible, never meant. */
function isInvisible(code: number): boolean {
  return code === 0x200b || code === 0x200d || code === 0x200e || code === 0x200f || code === 0xfeff || code === 0xad
    || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Characters (code points) a search sends at most. */
export const MAX_SEARCH = 200;
/** UTF-16 units read from the field at most (the cut above still lands on a code point). */
const MAX_INPUT = 4 * MAX_SEARCH;

/**
 * What is sent for a typed search. WordPress splits the search on spaces and matches each word,
 * so a ZWNJ (نیم‌فاصله) becomes a space: «علاقه‌مندی» and «علاقه مندی» then find each other's spelling.
 * Length is capped (a hostile URL or paste never sends a novel).
 */
export function normaliseSearch(text: string): string {
  let out = '';
  // Bounded before the work, not only after it: a pasted novel is not normalised letter by letter.
  if (text.length > MAX_INPUT) text = text.slice(0, MAX_INPUT);
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    // A lone surrogate (a broken paste, or the input cut above) is not text: it is dropped.
    if (isInvisible(code) || (code >= 0xd800 && code <= 0xdfff)) continue;
    // Control characters and the ZWNJ separate words.
    out += code < 0x20 || code === 0x7f || code === 0x200c ? ' ' : LETTERS[ch] ?? ch;
  }
  const clean = out.replace(DIACRITICS, '').replace(/\s+/g, ' ').trim();
  // Cut by code points, never inside a surrogate pair: half an emoji cannot be URL-encoded and the
  // request would never be sent.
  return clean.length <= MAX_SEARCH ? clean : Array.from(clean).slice(0, MAX_SEARCH).join('').trim();
}

/**
 * What an active tag shows for a search's `value`: the text as the shopper typed it, ZWNJs kept
 * («نرم‌افزار», where the value sent says «نرم افزار»), when that text is what was sent; else the
 * value itself (a search from the address, or one set by another filter). Invisible and control
 * characters go, as they go from the value; the length is the value's cap.
 */
export function searchLabel(value: string, typed: string): string {
  if (normaliseSearch(typed) !== value) return value;
  let out = '';
  for (const ch of typed.slice(0, MAX_INPUT).normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (isInvisible(code) || (code >= 0xd800 && code <= 0xdfff)) continue;
    out += code < 0x20 || code === 0x7f ? ' ' : ch;
  }
  const clean = out.replace(/\s+/g, ' ').trim();
  return clean.length <= MAX_SEARCH ? clean : Array.from(clean).slice(0, MAX_SEARCH).join('').trim();
}

/** Letters counted for the minimum: the normalised text without spaces. */
export function letterCount(text: string): number {
  return Array.from(normaliseSearch(text).replace(/\s/g, '')).length;
}

/** The filter value for a typed text: false when empty or shorter than the minimum (Search.js). */
export function searchData(text: string, minLetters: number): string | false {
  const clean = normaliseSearch(text);
  if (!clean || letterCount(clean) < Math.max(1, minLetters)) return false;
  return clean;
}
