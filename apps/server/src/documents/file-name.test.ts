import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name.js';

describe('sanitizing an uploaded file’s name', () => {
  it('keeps an ordinary name and sets the extension of the detected type', () => {
    expect(sanitizeFileName('Kentekenbewijs 2026.pdf', 'pdf')).toBe('Kentekenbewijs 2026.pdf');
    expect(sanitizeFileName('Photo of document.jpg', 'jpg')).toBe('Photo of document.jpg');
    expect(sanitizeFileName('scan.PNG', 'pdf')).toBe('scan.pdf');
    expect(sanitizeFileName('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf.pdf');
    expect(sanitizeFileName('leasecontract', 'docx')).toBe('leasecontract.docx');
  });

  it('strips paths of every kind', () => {
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\jan\\Documents\\brief.doc', 'doc')).toBe('brief.doc');
    expect(sanitizeFileName('/var/www/../index.html', 'png')).toBe('index.png');
    expect(sanitizeFileName('..', 'pdf')).toBe('document.pdf');
    expect(sanitizeFileName('dir/', 'pdf')).toBe('document.pdf');
  });

  it('removes control, invisible and reserved characters', () => {
    expect(sanitizeFileName('a\u0000b\u001fc\u007f.pdf', 'pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('evil\u202Efdp.exe', 'pdf')).toBe('evilfdp.pdf');
    expect(sanitizeFileName('what?<is>this*|"x".png', 'png')).toBe('what_is_this_x_.png');
    expect(sanitizeFileName('line\r\nbreak.pdf', 'pdf')).toBe('linebreak.pdf');
    expect(sanitizeFileName('  .hidden  .pdf', 'pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('CON.pdf', 'pdf')).toBe('_CON.pdf');
  });

  it('gives an empty or useless name a default', () => {
    expect(sanitizeFileName('', 'png')).toBe('document.png');
    expect(sanitizeFileName('\u0000\u0001', 'png')).toBe('document.png');
    expect(sanitizeFileName('???', 'pdf')).toBe('document.pdf');
  });

  it('cuts long names to 100 characters, keeping the extension and whole characters', () => {
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
    const emoji = sanitizeFileName(`${'😀'.repeat(120)}.jpg`, 'jpg');
    expect([...emoji]).toHaveLength(100);
    expect(emoji.endsWith('😀.jpg')).toBe(true);
  });
});
