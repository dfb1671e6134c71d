// @vitest-environment node
// Reading the plugin's localized objects: the real shape parses, anything malformed falls back.
import { describe, expect, it } from 'vitest';
import { chatPropsSchema, readWhatsAppMarkup, toChatConfig } from './settings';
import type { PageSettings } from '../../src/host/settings';

const parse = (raw: unknown) => {
  const result = chatPropsSchema.safeParse(raw);
  if (!result.success) throw new Error('schema rejected');
  return toChatConfig(result.data);
};

describe('whatsapp settings', () => {
  it('joins njt_wa_global and njt_wa the way createWidget receives them', () => {
    const globals: Record<string, unknown> = {
      njt_wa_global: { timezone: '+03:30', i18n: { online: 'آنلاین', offline: 'آفلاین' }, urlSettings: { onDesktop: 'web', onMobile: 'protocol', openInNewTab: 'OFF' }, defaultAvatarUrl: '/a.svg' },
      njt_wa: { gdprStatus: true, accounts: [{ accountId: 5, accountName: 'علی', number: '0912' }], options: { styles: { isShowGDPR: 'ON', widgetType: 'simple', type: 'square', btnPosition: 'left', btnLeftDistance: '12', btnBottomDistance: 40 }, accounts: { hideOfflineAgents: 'ON' }, analytics: { enabledGoogleGA4: 'ON' } } },
    };
    const settings: PageSettings = { vitrin: {}, loggedIn: false, global: (name) => globals[name] };
    const config = parse(readWhatsAppMarkup(settings));
    expect(config.timezone).toBe('+03:30');
    expect(config.urls).toEqual({ desktop: 'web', mobile: 'protocol', newTab: false });
    expect(config.gdpr.required).toBe(true);
    expect(config.hideOfflineAgents).toBe(true);
    expect(config.analytics).toEqual({ facebook: false, google: false, ga4: true });
    expect(config.styles).toMatchObject({ widgetType: 'simple', shape: 'square', position: 'left', leftDistance: 12, bottomDistance: 40 });
    expect(config.agents.map((a) => [a.id, a.name, a.number])).toEqual([['5', 'علی', '0912']]);
    expect(config.labels).toEqual({ online: 'آنلاین', offline: 'آفلاین' });
  });

  it('survives missing objects and hostile values without throwing', () => {
    const settings: PageSettings = { vitrin: {}, loggedIn: false, global: () => undefined };
    const empty = parse(readWhatsAppMarkup(settings));
    expect(empty.agents).toEqual([]);
    expect(empty.urls).toEqual({ desktop: 'api', mobile: 'api', newTab: true });

    const odd = parse({
      accounts: ['x', null, 42, { accountName: { toString: 'evil' }, number: ['1'] }, { accountName: 'سارا', daysOfWeekWorking: 'all week' }],
      timezone: 7, options: { styles: { btnRightDistance: '-5', titleSize: '1e9', widgetType: '<b>' }, display: null }, urlSettings: 'api', i18n: [],
    });
    expect(odd.agents.map((a) => a.name)).toEqual(['', 'سارا']);
    expect(odd.agents[1]?.week.sunday).toEqual({ working: false, slots: [] });
    expect(odd.timezone).toBe('');
    expect(odd.styles.rightDistance).toBe(30);
    expect(odd.styles.titleSize).toBe(18);
    expect(odd.styles.widgetType).toBe('other');
    expect(odd.gdpr.required).toBe(false);
  });
});
