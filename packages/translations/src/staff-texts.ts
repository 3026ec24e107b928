/** The back office's texts (`staff.*`) in one language, for the staff app's build (apps/staff/vite.config.ts). */
import type { Text } from './define.js';
import { ALL_TEXTS } from './texts/index.js';

export function staffTexts(language: keyof Text): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(ALL_TEXTS) as [string, Text][]) {
    if (key.startsWith('staff.')) texts[key] = text[language];
  }
  return texts;
}
