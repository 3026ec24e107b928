import { describe, expect, it } from 'vitest';
import { fileNameParts } from './unbroken';

describe('file names break between their parts, never in the extension (issue 24, defect 10)', () => {
  it('keeps the last part with the extension', () => {
    expect(fileNameParts('leasecontract.pdf')).toEqual({ head: [], tail: 'leasecontract.pdf' });
    expect(fileNameParts('verklaring-werkgever_2026.pdf')).toEqual({
      head: ['verklaring-', 'werkgever_'],
      tail: '2026.pdf',
    });
    expect(fileNameParts('scan 12 maart.jpeg')).toEqual({ head: ['scan ', '12 '], tail: 'maart.jpeg' });
  });
  it('keeps only the end of a very long last part, and reads back as the same name', () => {
    const name = 'werkgeversverklaringvoorgemeentevoorbeeld.pdf';
    const { head, tail } = fileNameParts(name);
    expect(tail).toBe('rbeeld.pdf');
    expect([...head, tail].join('')).toBe(name);
    expect(fileNameParts('README')).toEqual({ head: [], tail: 'README' });
  });
});
