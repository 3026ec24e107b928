/**
 * The back office's texts (`staff.*`) in one language, for the staff app's build (apps/staff/vite.config.ts), and the
 * resident's names of the menu items and home tiles the settings screen places (the contract's PLACE_LABEL_KEYS).
 */
import { PLACE_LABEL_KEYS } from '@parkeerloket/contract';
import type { Text } from './define.js';
import { ALL_TEXTS } from './texts/index.js';

/**
 * Texts outside `staff.*` that the back office shows as they are: a request's status by the name the
 * resident reads (`request.status.<STATUSCODE>`, the spec's labels), so staff and resident name it alike.
 */
export const STAFF_SHARED_PREFIXES = ['request.status.'] as const;

export function staffTexts(language: keyof Text): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(ALL_TEXTS) as [string, Text][]) {
    if (
      key.startsWith('staff.') ||
      PLACE_LABEL_KEYS.includes(key) ||
      STAFF_SHARED_PREFIXES.some((prefix) => key.startsWith(prefix))
    )
      texts[key] = text[language];
  }
  return texts;
}
