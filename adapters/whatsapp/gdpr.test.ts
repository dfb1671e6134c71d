import { afterEach, describe, expect, it, vi } from 'vitest';
import { GDPR_COOKIE, hasChatConsent, rememberChatConsent } from './gdpr';

afterEach(() => {
  document.cookie = `${GDPR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('whatsapp gdpr cookie', () => {
  it('writes nta-wa-gdpr=accept for 30 days at path /', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-21T10:00:00Z') });
    rememberChatConsent();
    vi.useRealTimers();
    expect(writes).toEqual(['nta-wa-gdpr=accept; expires=Tue, 21 Jul 2026 10:00:00 GMT; path=/']);
  });

  it('reads consent only from the exact value the plugin writes', () => {
    expect(hasChatConsent()).toBe(false);
    document.cookie = `${GDPR_COOKIE}=nope; path=/`;
    expect(hasChatConsent()).toBe(false);
    document.cookie = `${GDPR_COOKIE}=accept; path=/`;
    expect(hasChatConsent()).toBe(true);
  });
});
