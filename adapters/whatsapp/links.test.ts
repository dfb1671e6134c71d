// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupLink, isMobileAgent, sendLink } from './links';

describe('whatsapp links', () => {
  it('builds the send URL per mode', () => {
    expect(sendLink('989123456789', 'a&b=c #1', 'api')).toBe('https://api.whatsapp.com/send?phone=989123456789&text=a%26b%3Dc%20%231');
    expect(sendLink('989123456789', '', 'web')).toBe('https://web.whatsapp.com/send?phone=989123456789');
    expect(sendLink('989123456789', 'ignored', 'protocol')).toBe('whatsapp://send?phone=989123456789');
  });

  it('accepts only https? chat.whatsapp.com invites as group links', () => {
    expect(groupLink(' https://chat.whatsapp.com/Inv1te ')).toBe('https://chat.whatsapp.com/Inv1te');
    expect(groupLink('https://chat.whatsapp.com.evil.example/x')).toBeNull();
    expect(groupLink('javascript:alert(1)')).toBeNull();
    expect(groupLink('+98 912')).toBeNull();
  });

  it('tells phones from desktops by user agent', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe(false);
  });
});
