/** `hyphenateText` in the language shown now, loading its patterns on first use (lib/hyphenation.ts). */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type HyphenationLanguage, hyphenateText, hyphenationLoaded, loadHyphenation } from './hyphenation';
import { useStore } from './use-store';

export function useHyphenate(): (text: string) => string {
  const { i18n } = useTranslation();
  const language: HyphenationLanguage = i18n.language === 'en' ? 'en' : 'nl';
  const loaded = useStore(hyphenationLoaded);
  useEffect(() => {
    loadHyphenation(language).catch(() => {
      // Without the patterns the texts stay as they are: CSS still wraps what does not fit.
    });
  }, [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function once patterns arrive, so texts shown before are hyphenated again.
  return useCallback((text: string) => hyphenateText(text, language), [language, loaded]);
}
