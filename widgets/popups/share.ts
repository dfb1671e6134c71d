// The lightbox's share targets: the twenty networks spec §9 lists, with the share addresses
// Elementor's share-link module builds (url, text, title and image filled in, each encoded). Print
// is not an address: the lightbox renders it as a button that prints the page.

export interface ShareTarget {
  /** Elementor's network key (the class elementor-share-button--<name>). */
  name: string;
  label: string;
  /** The share address, or null for print. */
  href: string | null;
}

type Template = (v: { url: string; text: string; title: string; image: string }) => string;

const NETWORKS: ReadonlyArray<{ name: string; label: string; template: Template | null }> = [
  { name: 'facebook', label: 'Facebook', template: ({ url }) => `https://www.facebook.com/sharer.php?u=${url}` },
  { name: 'twitter', label: 'Twitter', template: ({ url, text }) => `https://twitter.com/intent/tweet?text=${text}%20${url}` },
  { name: 'linkedin', label: 'LinkedIn', template: ({ url, title, text }) => `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}&summary=${text}&source=${url}` },
  { name: 'pinterest', label: 'Pinterest', template: ({ url, image }) => `https://www.pinterest.com/pin/create/button/?url=${url}&media=${image}` },
  { name: 'reddit', label: 'Reddit', template: ({ url, title }) => `https://reddit.com/submit?url=${url}&title=${title}` },
  { name: 'vk', label: 'VK', template: ({ url, title, text, image }) => `https://vkontakte.ru/share.php?url=${url}&title=${title}&description=${text}&image=${image}` },
  { name: 'odnoklassniki', label: 'OK', template: ({ url }) => `https://connect.ok.ru/offer?url=${url}` },
  { name: 'tumblr', label: 'Tumblr', template: ({ url }) => `https://tumblr.com/share/link?url=${url}` },
  { name: 'digg', label: 'Digg', template: ({ url }) => `https://digg.com/submit?url=${url}` },
  { name: 'skype', label: 'Skype', template: ({ url }) => `https://web.skype.com/share?url=${url}` },
  { name: 'stumbleupon', label: 'StumbleUpon', template: ({ url }) => `https://www.stumbleupon.com/submit?url=${url}` },
  { name: 'mix', label: 'Mix', template: ({ url }) => `https://mix.com/add?url=${url}` },
  { name: 'telegram', label: 'Telegram', template: ({ url, text }) => `https://telegram.me/share/url?url=${url}&text=${text}` },
  { name: 'pocket', label: 'Pocket', template: ({ url }) => `https://getpocket.com/edit?url=${url}` },
  { name: 'xing', label: 'XING', template: ({ url }) => `https://www.xing.com/spi/shares/new?url=${url}` },
  { name: 'whatsapp', label: 'WhatsApp', template: ({ url, text }) => `https://api.whatsapp.com/send?text=${text}%20${url}` },
  { name: 'email', label: 'Email', template: ({ url, title, text }) => `mailto:?subject=${title}&body=${text}%0A${url}` },
  { name: 'print', label: 'Print', template: null },
  { name: 'x-twitter', label: 'X', template: ({ url, text }) => `https://x.com/intent/tweet?text=${text}%20${url}` },
  { name: 'threads', label: 'Threads', template: ({ url, text }) => `https://threads.net/intent/post?text=${text}%20${url}` },
];

/** The share targets for one image: the page it is on is what is shared, the image goes where a network takes one. */
export function shareTargets(page: string, image: string, title: string): ShareTarget[] {
  const v = { url: encodeURIComponent(page), text: encodeURIComponent(title), title: encodeURIComponent(title), image: encodeURIComponent(image) };
  return NETWORKS.map(({ name, label, template }) => ({ name, label, href: template ? template(v) : null }));
}
