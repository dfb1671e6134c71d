// JetEngine's "delete post" dynamic link (components/listings/render/dynamic-link.php,
// frontend.js showConfirmDeleteDialog): `a.jet-listing-dynamic-link__link[data-delete-link="1"]`
// with `data-delete-message` (the widget's delete_link_dialog text, possibly empty). Its href is the
// deletion URL (with its nonce): it must be followed only after the visitor confirms.
export const DELETE_LINK_SELECTOR = '.jet-listing-dynamic-link__link[data-delete-link="1"]';

export function deleteMessage(link: Element): string {
  return (link.getAttribute('data-delete-message') ?? '').trim();
}

/** The deletion URL, only when it is an http(s) URL on the page's terms (never javascript:). */
export function deleteUrl(link: Element, base: string = location.href): string | null {
  const raw = link.getAttribute('href');
  if (!raw || raw === '#') return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
