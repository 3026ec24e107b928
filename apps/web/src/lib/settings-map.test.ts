import { describe, expect, it } from 'vitest';
import { settingMaxUploadMb, settingNumber, settingUrl } from './settings-map';

describe('settingUrl', () => {
  it('gives an absolute http(s) address, and null for none, a relative one or a script', () => {
    expect(settingUrl({ CONDITIONS_URL: ' https://www.voorbeeld.example/voorwaarden ' }, 'CONDITIONS_URL')).toBe(
      'https://www.voorbeeld.example/voorwaarden',
    );
    expect(settingUrl({}, 'CONDITIONS_URL')).toBeNull();
    expect(settingUrl({ CONDITIONS_URL: '/voorwaarden' }, 'CONDITIONS_URL')).toBeNull();
    expect(settingUrl({ CONDITIONS_URL: 'javascript:alert(1)' }, 'CONDITIONS_URL')).toBeNull();
  });
});

describe('settingMaxUploadMb', () => {
  it('reads MAX_UPLOAD_MB as the server does: a Dutch comma is a decimal comma', () => {
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: '2,5' })).toBe(2.5);
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: '2.5' })).toBe(2.5);
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: ' 5 ' })).toBe(5);
  });

  it('falls back to 3 when unset or not a positive number', () => {
    expect(settingMaxUploadMb({})).toBe(3);
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: '' })).toBe(3);
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: '0' })).toBe(3);
    expect(settingMaxUploadMb({ MAX_UPLOAD_MB: 'veel' })).toBe(3);
  });

  it('differs from the plain number reader, which knows no decimal comma', () => {
    expect(settingNumber({ MAX_UPLOAD_MB: '2,5' }, 'MAX_UPLOAD_MB', 0)).toBe(0);
  });
});
