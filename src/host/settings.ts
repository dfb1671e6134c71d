// Page-wide settings: Vitrin's own JSON blob (#vitrin-settings) plus the objects the plugins'
// PHP localizes onto window (wc_add_to_cart_params, JetSmartFilterSettings, …). Plugin objects are
// read raw here and parsed by their adapter, which owns their shape.
import * as z from 'zod/mini';
import { describeIssue } from '../runtime/errors';

const overridesSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())));

export const vitrinSettingsSchema = z.object({
  locale: z.optional(z.string()),
  currency: z.optional(z.enum(['IRT', 'IRR'])),
  loggedIn: z.optional(z.boolean()),
  /** admin-ajax.php URL, when no plugin object names it. */
  ajaxUrl: z.optional(z.string()),
  /** WooCommerce's "/?wc-ajax=%%endpoint%%" form, when no plugin object names it. */
  wcAjaxUrl: z.optional(z.string()),
  restRoot: z.optional(z.string()),
  restNonce: z.optional(z.string()),
  cartUrl: z.optional(z.string()),
  checkoutUrl: z.optional(z.string()),
  isCart: z.optional(z.boolean()),
  isCheckout: z.optional(z.boolean()),
  i18n: z.optional(overridesSchema),
  /**
   * Wait policy overrides per call kind, e.g. {"cart": {"slowMs": 4000, "limitMs": 20000}}; each
   * entry is checked by adapters/http/waits.ts, so one bad entry does not cost the other settings.
   */
  waits: z.optional(z.record(z.string(), z.unknown())),
  /** Per-widget deferral defaults, e.g. {"swatches": {"defer": "visible"}}. */
  widgets: z.optional(z.record(z.string(), z.object({ defer: z.optional(z.enum(['eager', 'idle', 'visible', 'interaction'])) }))),
});
export type VitrinSettings = z.infer<typeof vitrinSettingsSchema>;

export interface PageSettings {
  vitrin: VitrinSettings;
  loggedIn: boolean;
  /** A plugin's localized object by its global name; unknown until its adapter parses it. */
  global(name: string): unknown;
}

export function readPageSettings(doc: Document = document): PageSettings {
  let vitrin: VitrinSettings = {};
  const script = doc.getElementById('vitrin-settings');
  if (script?.textContent?.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(script.textContent);
    } catch (error) {
      console.error(`[vitrin] V030 settings: #vitrin-settings is not JSON (${String(error)}); using defaults`);
    }
    if (raw !== undefined) {
      const parsed = vitrinSettingsSchema.safeParse(raw);
      if (parsed.success) vitrin = parsed.data;
      else console.error(`[vitrin] V030 settings: ${describeIssue(parsed.error.issues, 'settings')}; using defaults`);
    }
  }
  const win = doc.defaultView ?? window;
  return {
    vitrin,
    loggedIn: vitrin.loggedIn ?? doc.body.classList.contains('logged-in'),
    global: (name) => (win as unknown as Record<string, unknown>)[name],
  };
}
