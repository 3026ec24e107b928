/**
 * The texts of the web app's later screens in one language: every bundled text except those of the
 * first screen (texts/first-screen.ts, in the first chunk already) the e-mails (`mail.*`, which
 * only the server writes) and the back office's (`staff.*`). The web build makes one chunk of them per language (apps/web/vite.config.ts),
 * so a resident downloads the texts of their own language only.
 */
import type { Text } from './define.js';
import { FIRST_SCREEN_TEXTS } from './texts/first-screen.js';
import { ALL_TEXTS } from './texts/index.js';

/** Keys of texts that never reach the residents' browser: the e-mails, and the back office's (the staff app bundles its own). */
const SERVER_ONLY = /^(mail|staff)\./;

export function laterWebTexts(language: keyof Text): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(ALL_TEXTS) as [string, Text][]) {
    if (key in FIRST_SCREEN_TEXTS || SERVER_ONLY.test(key)) continue;
    texts[key] = text[language];
  }
  return texts;
}
