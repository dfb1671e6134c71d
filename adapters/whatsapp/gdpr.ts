// The plugin's consent cookie: `nta-wa-gdpr=accept`, 30 days, path / (contracts.md §7, spec §9).
import { getCookie, setCookie } from '../../src/host/cookies';

export const GDPR_COOKIE = 'nta-wa-gdpr';
export const GDPR_ACCEPTED = 'accept';
export const GDPR_DAYS = 30;

export function hasChatConsent(): boolean {
  return getCookie(GDPR_COOKIE) === GDPR_ACCEPTED;
}

export function rememberChatConsent(): void {
  setCookie(GDPR_COOKIE, GDPR_ACCEPTED, { expires: GDPR_DAYS, path: '/' });
}
