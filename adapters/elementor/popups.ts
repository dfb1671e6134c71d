// Elementor Pro popups as its PHP prints them (theme-builder location `popup`, in wp_footer):
//   <div data-elementor-type="popup" data-elementor-id="123" class="elementor elementor-123
//        elementor-location-popup" data-elementor-settings="{…JSON…}" data-elementor-post-type="elementor_library">…</div>
// The settings JSON is the popup document's frontend settings: top-level display options plus
// `timing` and `triggers`, each a flat object whose group switch is `<group>: "yes"` and whose
// options are `<group>_<option>` (Pro modules/popup/display-settings/{timing,triggers}.php).
import * as z from 'zod/mini';

export const POPUP_SELECTOR = '[data-elementor-type="popup"]';
/** Coded console warning for a rule that cannot be evaluated (the rule fails, the popup lives on). */
export const POPUP_RULE_INVALID = 'V041';

// Elementor prints control values as the editor saved them: numbers may arrive as strings.
const numberish = z.optional(z.union([z.number(), z.string()]));
const flag = z.optional(z.union([z.string(), z.boolean(), z.number()]));
const stringList = z.optional(z.array(z.string()));
const size = z.optional(z.object({ size: numberish, unit: z.optional(z.string()) }));

export const timingSchema = z.object({
  page_views: flag,
  page_views_views: numberish,
  sessions: flag,
  sessions_sessions: numberish,
  url: flag,
  url_url: z.optional(z.string()),
  url_action: z.optional(z.string()),
  sources: flag,
  sources_sources: stringList,
  logged_in: flag,
  logged_in_users: z.optional(z.string()),
  logged_in_roles: stringList,
  devices: flag,
  devices_devices: stringList,
  times: flag,
  times_times: numberish,
  times_period: z.optional(z.string()),
  times_count: z.optional(z.string()),
  browsers: flag,
  browsers_browsers: z.optional(z.string()),
  browsers_browsers_options: stringList,
  schedule: flag,
  schedule_timezone: z.optional(z.string()),
  schedule_start_date: z.optional(z.string()),
  schedule_end_date: z.optional(z.string()),
  schedule_server_datetime: z.optional(z.string()),
});
export type TimingSettings = z.infer<typeof timingSchema>;

export const triggersSchema = z.object({
  page_load: flag,
  page_load_delay: numberish,
  scrolling: flag,
  scrolling_direction: z.optional(z.string()),
  scrolling_offset: numberish,
  scrolling_to: flag,
  scrolling_to_selector: z.optional(z.string()),
  click: flag,
  click_times: numberish,
  inactivity: flag,
  inactivity_time: numberish,
  exit_intent: flag,
  adblock_detection: flag,
  adblock_detection_delay: numberish,
});
export type TriggerSettings = z.infer<typeof triggersSchema>;

export const popupSettingsSchema = z.object({
  open_selector: z.optional(z.string()),
  timing: z.optional(z.union([timingSchema, z.array(z.unknown())])),
  triggers: z.optional(z.union([triggersSchema, z.array(z.unknown())])),
  avoid_multiple_popups: flag,
  close_button_delay: numberish,
  close_automatically: numberish,
  close_button_position: z.optional(z.string()),
  prevent_close_on_background_click: flag,
  prevent_close_on_esc_key: flag,
  prevent_scroll: flag,
  entrance_animation: z.optional(z.string()),
  entrance_animation_tablet: z.optional(z.string()),
  entrance_animation_mobile: z.optional(z.string()),
  entrance_animation_duration: size,
  exit_animation: z.optional(z.string()),
  exit_animation_tablet: z.optional(z.string()),
  exit_animation_mobile: z.optional(z.string()),
  classes: z.optional(z.string()),
  a11y_navigation: flag,
});
type RawPopupSettings = z.infer<typeof popupSettingsSchema>;

/** The popup's settings with Elementor's loose values turned into what they mean. */
export interface PopupSettings {
  id: number;
  openSelector: string;
  /** PHP prints an empty array for an empty group: that means no rules. */
  timing: TimingSettings;
  triggers: TriggerSettings;
  avoidMultiple: boolean;
  closeButtonDelayS: number;
  closeAutomaticallyS: number;
  closeButtonOutside: boolean;
  closeOnBackground: boolean;
  closeOnEsc: boolean;
  preventScroll: boolean;
  entrance: { desktop: string; tablet: string; mobile: string };
  exit: { desktop: string; tablet: string; mobile: string };
  animationDurationS: number;
  classes: string[];
  /**
   * Elementor Pro's "accessible navigation": on, focus moves into the popup on show and Tab loops
   * inside it; off (the owner switched it off: Elementor leaves a switched-off control out of the
   * printed settings, so absent is off, as its `if (settings.a11y_navigation)` reads it), focus
   * stays where the visitor was and Tab is not kept inside. Pro's default is on.
   */
  a11yNavigation: boolean;
}

/** Elementor's switchers store "yes"; anything else truthy counts the way its `if (settings[key])` does. */
export function isOn(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false && value !== 0 && value !== 'no';
}

export function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

const CLASS_TOKEN = /^[A-Za-z_-][\w-]*$/;

export function normalizePopupSettings(id: number, raw: RawPopupSettings): PopupSettings {
  const timing = raw.timing && !Array.isArray(raw.timing) ? raw.timing : {};
  const triggers = raw.triggers && !Array.isArray(raw.triggers) ? raw.triggers : {};
  // Animation names become class names: anything but one well-formed token means "none".
  const token = (value: string | undefined) => (value && CLASS_TOKEN.test(value) ? value : '');
  const entrance = token(raw.entrance_animation);
  const exit = token(raw.exit_animation);
  return {
    id,
    openSelector: raw.open_selector?.trim() ?? '',
    timing,
    triggers,
    avoidMultiple: isOn(raw.avoid_multiple_popups),
    closeButtonDelayS: Math.max(0, toNumber(raw.close_button_delay, 0)),
    closeAutomaticallyS: Math.max(0, toNumber(raw.close_automatically, 0)),
    closeButtonOutside: raw.close_button_position === 'outside',
    closeOnBackground: !isOn(raw.prevent_close_on_background_click),
    closeOnEsc: !isOn(raw.prevent_close_on_esc_key),
    preventScroll: isOn(raw.prevent_scroll),
    // Elementor's device settings inherit upwards: mobile falls back to tablet, tablet to desktop.
    entrance: {
      desktop: entrance,
      tablet: token(raw.entrance_animation_tablet) || entrance,
      mobile: token(raw.entrance_animation_mobile) || token(raw.entrance_animation_tablet) || entrance,
    },
    exit: {
      desktop: exit,
      tablet: token(raw.exit_animation_tablet) || exit,
      mobile: token(raw.exit_animation_mobile) || token(raw.exit_animation_tablet) || exit,
    },
    animationDurationS: Math.max(0, toNumber(raw.entrance_animation_duration?.size, 1.2)),
    // Classes go onto our wrapper: keep only well-formed class tokens.
    classes: (raw.classes ?? '').split(/\s+/).filter((c) => CLASS_TOKEN.test(c)),
    a11yNavigation: isOn(raw.a11y_navigation),
  };
}

/** The mount props: the post id and the settings object exactly as printed (validated by popupPropsSchema). */
export const popupPropsSchema = z.object({ id: z.number().check(z.int(), z.positive()), settings: popupSettingsSchema });
export type PopupProps = z.infer<typeof popupPropsSchema>;

/** Reads one printed popup; throws (a coded V013 from the runtime) when the settings are not JSON. */
export function readPopupMarkup(el: Element): { id: number; settings: unknown } {
  const id = Number(el.getAttribute('data-elementor-id'));
  const text = el.getAttribute('data-elementor-settings');
  let settings: unknown = {};
  if (text && text.trim()) {
    try {
      settings = JSON.parse(text);
    } catch {
      throw new Error(`popup ${String(el.getAttribute('data-elementor-id'))}: data-elementor-settings is not JSON`);
    }
  }
  return { id, settings };
}

const userSchema = z.object({ user: z.optional(z.nullable(z.object({ roles: z.optional(z.array(z.string())) }))) });

/**
 * The logged-in user as elementorFrontendConfig.user tells it (present only for logged-in users),
 * falling back to the page's logged-in state with no roles known.
 */
export function readElementorUser(config: unknown, loggedIn: boolean): { roles: string[] } | null {
  const parsed = userSchema.safeParse(config);
  if (parsed.success && parsed.data.user) return { roles: parsed.data.user.roles ?? [] };
  return loggedIn ? { roles: [] } : null;
}
