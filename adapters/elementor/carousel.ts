// Elementor's carousel contract (frontend-modules base-carousel.js L305-460, contracts.md §4.4;
// Pro loop carousel: loop-carousel.*.bundle.js L26-41 reads `arrows`, base-carousel-trait.php L714-729
// the `pagination` type):
// the widget element's `data-settings` JSON with slides to show / scroll per breakpoint, infinite,
// speed, autoplay, effect, navigation, pagination, spacing, lazy load and offset sides; the Swiper
// markup inside (`.swiper-wrapper > .swiper-slide`, `.elementor-swiper-button-prev/-next`,
// `.swiper-pagination`). Defaults and breakpoints from spec §9.

export const CAROUSEL_SELECTOR = '.elementor-widget[data-settings][data-widget_type^="image-carousel"], .elementor-widget[data-settings][data-widget_type^="loop-carousel"]';
export const CAROUSEL_INVALID = 'V065';
/**
 * Elementor's stretched elements: the legacy section with "stretch section" on (class
 * `elementor-section-stretched`, setting `stretch_section: 'section-stretched'`) and the stretched
 * element (class `e-stretched`, setting `stretch_element: 'yes'`): frontend-modules.js
 * `handlers/stretched-element.js` L913-921 and frontend.js `handlers/section/stretched-section.js` L1306-1316.
 * The handler is active on the class and stretches only when the setting has its active value.
 */
export { STRETCHED_SELECTOR, isStretchActive } from './stretched';

/** Elementor's active breakpoints (spec §9): mobile ≤ 767, tablet ≤ 1024. */
export type Device = 'mobile' | 'tablet' | 'desktop';
export function deviceFor(width: number): Device {
  if (width <= 767) return 'mobile';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}

export type Navigation = 'arrows' | 'dots' | 'both' | 'none';
/** Swiper's pagination types as Elementor passes them (`type: pagination || 'bullets'`). */
export type Pagination = 'bullets' | 'fraction' | 'progressbar';
const PAGINATION_TYPES: readonly string[] = ['bullets', 'fraction', 'progressbar'];

export interface CarouselSettings {
  slidesToShow: Record<Device, number>;
  slidesToScroll: Record<Device, number>;
  infinite: boolean;
  speed: number;
  autoplay: boolean;
  autoplaySpeed: number;
  pauseOnHover: boolean;
  pauseOnInteraction: boolean;
  fade: boolean;
  navigation: Navigation;
  /** Arrows drawn: the image carousel's `navigation` arrows|both, the loop carousel's `arrows` switcher. */
  arrows: boolean;
  /** The pagination drawn, null for none. */
  pagination: Pagination | null;
  spacing: number;
  lazyload: boolean;
  offsetSides: 'none' | 'left' | 'right' | 'both';
  offsetWidth: number;
}

// data-settings checked by hand, accepting what the zod looseObject schema did (carousel.test.ts
// keeps it as the oracle): a carousel on a page (the home page's) then loads no zod (issue 36).
const LOOSE_KEYS = [
  'slides_to_show', 'slides_to_show_tablet', 'slides_to_show_mobile',
  'slides_to_scroll', 'slides_to_scroll_tablet', 'slides_to_scroll_mobile',
  'infinite', 'speed', 'autoplay', 'autoplay_speed', 'pause_on_hover', 'pause_on_interaction',
  'effect', 'navigation', 'arrows', 'pagination', 'lazyload', 'offset_sides',
] as const;
const SIZE_KEYS = ['image_spacing_custom', 'offset_width'] as const;
type RawSettings = Partial<Record<(typeof LOOSE_KEYS)[number] | (typeof SIZE_KEYS)[number], unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Absent, or a string, a finite number, a boolean or null. */
const isLoose = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
/** Absent, `{size: <loose>, …}`, a string, a finite number, null or an array (Elementor prints [] for an empty control). */
const isSize = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'string' || Array.isArray(value) || (typeof value === 'number' && Number.isFinite(value)) || (isRecord(value) && isLoose(value.size));

/** The raw settings when every listed key is of its kind (others kept, unread), else null. */
export function checkRawSettings(raw: unknown): RawSettings | null {
  if (!isRecord(raw)) return null;
  if (!LOOSE_KEYS.every((key) => isLoose(raw[key])) || !SIZE_KEYS.every((key) => isSize(raw[key]))) return null;
  return raw;
}

function int(raw: unknown, min: number, max: number): number | undefined {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n >= min && n <= max ? Math.floor(n) : undefined;
}
function size(raw: unknown): number | undefined {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'size' in raw) return int((raw as { size: unknown }).size, 0, 500);
  return int(raw, 0, 500);
}
/**
 * A switcher as Elementor reads it: on only when `'yes'` (base-carousel.js L357, L375-378, L479).
 * A switched-off control is absent from `data-settings` (controls-stack.php `get_frontend_settings()`
 * L1354-1361 drops '' and null), so absent is off, never a default.
 */
const yes = (raw: unknown) => raw === 'yes' || raw === true;

/** Which carousel printed the settings: the Pro loop carousel reads `arrows` and `pagination` instead of `navigation`. */
export type CarouselKind = 'image' | 'loop';
export const carouselKind = (widgetType: string | null | undefined): CarouselKind => (widgetType?.startsWith('loop-carousel') ? 'loop' : 'image');

/**
 * The settings Elementor would use; `problems` lists what was malformed (each replaced by the
 * §9 default) so the widget can say so in one coded console line.
 */
export function readCarouselSettings(raw: unknown, kind: CarouselKind = 'image'): { settings: CarouselSettings; problems: string[] } {
  const problems: string[] = [];
  let data: RawSettings = {};
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      problems.push('data-settings is not JSON');
      raw = {};
    }
  }
  const checked = checkRawSettings(raw ?? {});
  if (checked) data = checked;
  else problems.push('data-settings is not an object of settings');
  const pick = (key: keyof typeof data, value: number | undefined, fallback: number) => {
    if (data[key] !== undefined && data[key] !== '' && value === undefined) problems.push(`${key}=${JSON.stringify(data[key])}`);
    return value ?? fallback;
  };
  const desktop = pick('slides_to_show', int(data.slides_to_show, 1, 12), 3);
  // Tablet 2 and mobile 1 by default, 1 everywhere when one slide is shown (§9).
  const tablet = pick('slides_to_show_tablet', int(data.slides_to_show_tablet, 1, 12), desktop === 1 ? 1 : 2);
  const mobile = pick('slides_to_show_mobile', int(data.slides_to_show_mobile, 1, 12), 1);
  const scroll = pick('slides_to_scroll', int(data.slides_to_scroll, 1, 12), 1);
  const navigation = ['arrows', 'dots', 'both', 'none'].includes(String(data.navigation)) ? (String(data.navigation) as Navigation) : 'both';
  if (data.navigation !== undefined && navigation !== data.navigation) problems.push(`navigation=${JSON.stringify(data.navigation)}`);
  // base-carousel.js L394-405: dots when navigation asks for them or a pagination type is set; the
  // type is the `pagination` setting, bullets without one. The loop carousel has no `navigation`
  // control: its arrows are the `arrows` switcher (loop-carousel bundle L31) and its pagination the
  // `pagination` select, '' (None) dropped from data-settings.
  const paginationRaw = data.pagination === undefined || data.pagination === null || data.pagination === '' ? null : String(data.pagination);
  if (paginationRaw !== null && !PAGINATION_TYPES.includes(paginationRaw)) problems.push(`pagination=${JSON.stringify(data.pagination)}`);
  const paginationType = paginationRaw !== null && PAGINATION_TYPES.includes(paginationRaw) ? (paginationRaw as Pagination) : null;
  const arrows = kind === 'loop' ? yes(data.arrows) : navigation === 'arrows' || navigation === 'both';
  const dots = kind === 'loop' ? paginationRaw !== null : navigation === 'dots' || navigation === 'both' || paginationRaw !== null;
  const offsetSides = ['none', 'left', 'right', 'both'].includes(String(data.offset_sides)) ? (String(data.offset_sides) as CarouselSettings['offsetSides']) : 'none';
  return {
    settings: {
      slidesToShow: { desktop, tablet, mobile },
      slidesToScroll: {
        desktop: scroll,
        tablet: pick('slides_to_scroll_tablet', int(data.slides_to_scroll_tablet, 1, 12), scroll),
        mobile: pick('slides_to_scroll_mobile', int(data.slides_to_scroll_mobile, 1, 12), 1),
      },
      infinite: yes(data.infinite),
      speed: pick('speed', int(data.speed, 0, 10000), 500),
      autoplay: yes(data.autoplay),
      autoplaySpeed: pick('autoplay_speed', int(data.autoplay_speed, 300, 60000), 5000),
      pauseOnHover: yes(data.pause_on_hover),
      pauseOnInteraction: yes(data.pause_on_interaction),
      // Elementor fades only when one slide is shown.
      fade: data.effect === 'fade' && desktop === 1,
      navigation,
      arrows,
      pagination: dots ? (paginationType ?? 'bullets') : null,
      spacing: size(data.image_spacing_custom) ?? 20,
      lazyload: yes(data.lazyload),
      offsetSides,
      offsetWidth: size(data.offset_width) ?? 0,
    },
    problems,
  };
}
