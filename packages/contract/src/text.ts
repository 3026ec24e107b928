/**
 * Control characters (C0, DEL and C1): they do not belong in names, addresses, file names or paths that
 * end up on screens, letters and invoices. One pattern, so every check refuses or removes the same set.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and tabs are the exception here.
const CONTROL_CHARACTER_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Whether a text holds a control character. With `allowLineBreaks`, tab, line feed and carriage return
 * are allowed (multi-line texts such as a catalogue's instructions).
 */
export function hasControlCharacters(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return (options.allowLineBreaks ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(value);
}

/** The text without its control characters, or with each replaced by `replacement` (a space on an address line). */
export function stripControlCharacters(value: string, replacement = ''): string {
  return value.replace(CONTROL_CHARACTERS, replacement);
}
