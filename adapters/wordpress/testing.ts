// Test helper: a PageSettings without a document (Vitrin settings + fake window globals).
import type { PageSettings, VitrinSettings } from '../../src/host/settings';

export function pageSettings(vitrin: VitrinSettings = {}, globals: Record<string, unknown> = {}): PageSettings {
  return { vitrin, loggedIn: vitrin.loggedIn ?? false, global: (name) => globals[name] };
}
