import { describe, expect, it } from 'vitest';
import { hyphenateText, loadHyphenation } from './hyphenation';

const SHY = '\u00ad';
const shown = (text: string) => text.replaceAll(SHY, '-');

describe('hyphenation (issue 24, defect 10)', () => {
  it('puts soft hyphens in long Dutch and English words once the patterns are loaded', async () => {
    expect(hyphenateText('Bewonersvergunningen', 'nl')).toBe('Bewonersvergunningen');
    await loadHyphenation('nl');
    await loadHyphenation('en');
    expect(shown(hyphenateText('Bewonersvergunningen', 'nl'))).toBe('Be-wo-ners-ver-gun-nin-gen');
    expect(shown(hyphenateText('Gehandicaptenparkeerplaats op kenteken', 'nl'))).toBe(
      'Ge-han-di-cap-ten-par-keer-plaats op kenteken',
    );
    expect(shown(hyphenateText('Vergunninggebied Centrum', 'nl'))).toBe('Ver-gun-ning-ge-bied Centrum');
    expect(shown(hyphenateText('characteristically', 'en'))).toBe('char-ac-ter-is-ti-cal-ly');
    // Short words stay whole; the text is the same once the soft hyphens are taken out.
    const text = 'Tweede-autovergunning (proef), Garageabonnement';
    expect(hyphenateText(text, 'nl').replaceAll(SHY, '')).toBe(text);
    expect(hyphenateText('Mijn producten', 'nl')).toBe('Mijn producten');
  });

  it('leaves amounts, dates, file names, e-mail addresses and references whole', async () => {
    await loadHyphenation('nl');
    for (const text of [
      'leasecontract.pdf',
      'werkgeversverklaring-2026.pdf',
      'bewonersvergunning@voorbeeld.example',
      '26-11-2026 – 25-12-2026',
      '€\u00a01.234,56',
      'https://parkeerloket.example/aanvragen',
      'IZ5i6pYEQcTC0jePW_zxmg',
    ]) {
      expect(hyphenateText(text, 'nl')).toBe(text);
    }
  });
});
