/** Server texts may carry simple HTML (core 8: '<p>...', '<br>'); the app shows their text only, never markup. */
export function plainText(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .trim();
}
