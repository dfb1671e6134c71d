// The links the chat widget opens (contracts.md §7): a group invite is used as-is; a phone goes to
// `https://<api|web>.whatsapp.com/send?phone=<digits>&text=<text>` or, in protocol mode,
// `whatsapp://send?phone=<digits>` (the original drops the text there; so do we). Unlike the
// original we percent-encode the whole text, so a `&` or `#` in it (or in the page URL) no longer
// cuts the message short; the app decodes it back to the same characters.
import type { LinkMode } from './settings';

const GROUP_HOST = 'chat.whatsapp.com';

/** A `https://chat.whatsapp.com/<code>` invite, or null (never a javascript: or other scheme). */
export function groupLink(number: string): string | null {
  const trimmed = number.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.hostname.toLowerCase() === GROUP_HOST ? url.href : null;
  } catch {
    return null;
  }
}

export function sendLink(digits: string, text: string, mode: LinkMode): string {
  if (mode === 'protocol') return `whatsapp://send?phone=${digits}`;
  const base = `https://${mode}.whatsapp.com/send?phone=${digits}`;
  return text ? `${base}&text=${encodeURIComponent(text)}` : base;
}

/** The original's device test (its UA regex): phones and tablets get the onMobile mode. */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}
