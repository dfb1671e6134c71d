// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../adapters/elementor/testing';
import { normalizePopupSettings } from '../../adapters/elementor/popups';
import { createPopupModel, recordVisit, type PopupPage } from './popup.connector';

function popup(id: number, raw: Parameters<typeof normalizePopupSettings>[1] = {}, page: PopupPage = { popped: false }, memory = memoryStorage()) {
  return { model: createPopupModel(normalizePopupSettings(id, raw), memory.storage, page), memory, page };
}

describe('popup model', () => {
  it('shows and hides, telling subscribers', () => {
    const { model } = popup(12);
    const states: string[] = [];
    model.subscribe((s) => states.push(s));
    expect(model.show(true)).toBe(true);
    expect(model.hide()).toBe(true);
    expect(model.hide()).toBe(false);
    expect(states).toEqual(['shown', 'hidden']);
  });

  it('a disabled popup ("do not show again") never shows, by trigger or by action', () => {
    const { model, memory } = popup(12);
    model.disable();
    expect(memory.object().popup_12_disable).toBe(true);
    expect(model.show(true)).toBe(false);
    expect(model.show(false)).toBe(false);
    expect(model.state).toBe('hidden');
  });

  it('avoid multiple: a trigger does not show it after another popup showed, but an open action still does', () => {
    const page: PopupPage = { popped: false };
    const memory = memoryStorage();
    const first = popup(1, {}, page, memory).model;
    const second = popup(2, { avoid_multiple_popups: 'yes' }, page, memory).model;
    first.show(true);
    expect(page.popped).toBe(true);
    expect(second.show(true)).toBe(false);
    expect(second.refusal(true)).toBe('avoid-multiple');
    expect(second.show(false)).toBe(true);
  });

  it('counts an impression in popup_<id>_times on open by default', () => {
    const { model, memory } = popup(12);
    model.show(true);
    expect(memory.object().popup_12_times).toBe(1);
    model.hide();
    expect(memory.object().popup_12_times).toBe(1);
  });

  it('counts on close when the times rule says so, including the period counter', () => {
    const { model, memory } = popup(12, { timing: { times: 'yes', times_times: 2, times_period: 'week', times_count: 'close' } });
    model.show(true);
    expect(memory.object().popup_12_times).toBeUndefined();
    model.hide();
    expect(memory.object().popup_12_times).toBe(1);
    expect(memory.object()['popup-12-impressions-count']).toBe(1);
  });

  it('takes animation names and classes only as single class tokens, with device fallbacks', () => {
    const settings = normalizePopupSettings(5, { entrance_animation: 'fadeIn', entrance_animation_mobile: 'zoom In', exit_animation: '"><img>', classes: 'ok also-ok bad"one' });
    expect(settings.entrance).toEqual({ desktop: 'fadeIn', tablet: 'fadeIn', mobile: 'fadeIn' });
    expect(settings.exit.desktop).toBe('');
    expect(settings.classes).toEqual(['ok', 'also-ok']);
  });

  it('records page views every load and a session only once per browser session', () => {
    const memory = memoryStorage();
    recordVisit(memory.storage);
    recordVisit(memory.storage);
    expect(memory.object()).toMatchObject({ pageViews: 2, sessions: 1 });
    expect(memory.object('session')).toMatchObject({ activeSession: true });
  });
});
