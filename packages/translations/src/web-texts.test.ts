import { describe, expect, it } from 'vitest';
import { bundledCatalogue } from './index.js';
import { FIRST_SCREEN_TEXTS } from './texts/first-screen.js';
import { laterWebTexts } from './web-texts.js';

describe('the web app’s texts, per language', () => {
  it('are, with the first screen’s, every bundled text but the e-mails and the back office’s, each in its own language', () => {
    for (const [locale, language] of [
      ['nl_NL', 'nl'],
      ['en_EN', 'en'],
    ] as const) {
      const later = laterWebTexts(language);
      const first = Object.fromEntries(Object.entries(FIRST_SCREEN_TEXTS).map(([key, text]) => [key, text[language]]));
      const expected = Object.fromEntries(
        Object.entries(bundledCatalogue(locale)).filter(
          ([key]) => !key.startsWith('mail.') && !key.startsWith('staff.'),
        ),
      );
      expect({ ...first, ...later }).toEqual(expected);
      for (const key of Object.keys(later)) expect(key in FIRST_SCREEN_TEXTS, key).toBe(false);
    }
  });

  it('leave out the e-mails, which only the server writes', () => {
    expect(Object.keys(bundledCatalogue('nl_NL')).some((key) => key.startsWith('mail.'))).toBe(true);
    expect(Object.keys(laterWebTexts('nl')).some((key) => key.startsWith('mail.'))).toBe(false);
  });

  it('leave out the back office’s texts: the staff app bundles its own', () => {
    expect(Object.keys(bundledCatalogue('en_EN')).some((key) => key.startsWith('staff.'))).toBe(true);
    expect(Object.keys(laterWebTexts('en')).some((key) => key.startsWith('staff.'))).toBe(false);
  });

  it('differ between the languages', () => {
    expect(laterWebTexts('nl')['home.tile.current_products']).not.toBe(
      laterWebTexts('en')['home.tile.current_products'],
    );
  });
});
