import { describe, expect, it } from 'vitest';
import { configuredPixels, consentOf, measurementOrigins, PIXELS } from './measurement';

describe('measurement cookies and pixels', () => {
  it('reads the visitor’s answer among other cookies, and nothing else as one', () => {
    expect(consentOf('lang=ar; nabta_consent=granted; nabta_session_hint=1')).toBe('granted');
    expect(consentOf('nabta_consent=denied')).toBe('denied');
    expect(consentOf('nabta_consent=yes')).toBeNull();
    expect(consentOf('xnabta_consent=granted')).toBeNull();
    expect(consentOf('')).toBeNull();
    expect(consentOf(undefined)).toBeNull();
  });

  it('opens the page’s policy to a configured pixel only once the visitor accepted', () => {
    const pixels = { meta: '123456789012345' };
    expect(measurementOrigins(pixels, 'granted')).toEqual(['https://connect.facebook.net', 'https://www.facebook.com']);
    expect(measurementOrigins(pixels, 'denied')).toEqual([]);
    expect(measurementOrigins(pixels, null)).toEqual([]);
    expect(measurementOrigins({}, 'granted')).toEqual([]);
    expect(measurementOrigins({ tiktok: 'CABCDEF12345' }, 'granted')).toEqual(['https://analytics.tiktok.com']);
  });

  it('takes only well-formed pixel ids from the settings: a typed quote or space never reaches a page', () => {
    expect(configuredPixels({ metaPixelId: '123456789012345', tiktokPixelId: 'C4ABCD1234EFGH' })).toEqual({ meta: '123456789012345', tiktok: 'C4ABCD1234EFGH' });
    expect(configuredPixels({ metaPixelId: '', tiktokPixelId: null })).toEqual({});
    expect(configuredPixels({ metaPixelId: '123"><script>', tiktokPixelId: 'C4 ABC' })).toEqual({});
    expect(configuredPixels({})).toEqual({});
  });

  it('declares for every pixel the script it loads from an origin the policy opens to', () => {
    for (const pixel of PIXELS) {
      const script = new URL(pixel.scriptUrl('ABC123456'));
      expect(pixel.origins, pixel.id).toContain(script.origin);
      expect(pixel.cookies.length, pixel.id).toBeGreaterThan(0);
    }
  });
});
