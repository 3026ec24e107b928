/**
 * Soft hyphens in the long words of a text, by the language's hyphenation patterns (issue 24, defect 10).
 *
 * Why not only CSS: `hyphens: auto` with `lang` hyphenates only where the browser has a dictionary for the
 * language. Chromium on Linux has none until its component updater fetches one (a fresh or headless profile
 * never does), and what then does not fit is broken anywhere by `overflow-wrap: break-word`, without a hyphen:
 * "Bewonersvergunninge/n". Soft hyphens (U+00AD) are honoured by every browser: the word breaks at a syllable,
 * with a hyphen shown; otherwise they are invisible, screen readers and the accessible name ignore them.
 *
 * Only words of letters are hyphenated: a token with a digit, '@', '/', '_' or a dot inside (an amount, a date, an
 * e-mail address, a file name, a plate, a reference) is left as it is. The patterns (`hyphen`, TeX's) are loaded
 * when first asked for, as a chunk of their own, so the first screen does not carry them.
 */
import { createStore } from './store';

export type HyphenationLanguage = 'nl' | 'en';

/** Words shorter than this fit a 320 px line at any size we use; hyphenating them would only add noise. */
export const MIN_HYPHENATED_LENGTH = 12;

type Hyphenate = (word: string) => string;

const hyphenators: Partial<Record<HyphenationLanguage, Hyphenate>> = {};
const loading: Partial<Record<HyphenationLanguage, Promise<void>>> = {};

/** Bumped when a language's patterns arrive, so the texts shown before are hyphenated again. */
export const hyphenationLoaded = createStore(0);

/** Loads the language's patterns once (a separate chunk per language). */
export function loadHyphenation(language: HyphenationLanguage): Promise<void> {
  const existing = loading[language];
  if (existing) return existing;
  const patterns = language === 'nl' ? import('hyphen/nl') : import('hyphen/en-us');
  const promise = patterns.then((module) => {
    const { hyphenateSync } = (module as { default?: HyphenModule }).default ?? (module as HyphenModule);
    setHyphenator(language, (word) => hyphenateSync(word, { minWordLength: MIN_HYPHENATED_LENGTH }));
  });
  loading[language] = promise;
  return promise;
}

interface HyphenModule {
  hyphenateSync(text: string, options?: { minWordLength?: number }): string;
}

/** Sets a language's hyphenator (what loadHyphenation does once the patterns are in; tests give their own). */
export function setHyphenator(language: HyphenationLanguage, hyphenate: Hyphenate): void {
  hyphenators[language] = hyphenate;
  hyphenationLoaded.set(hyphenationLoaded.get() + 1);
}

/** A token that is not a word of the language: digits, '@', '/', '_', '\', or a dot between characters. */
const NOT_A_WORD = /[\d@/_\\]|\.\S/u;
const LONG_LETTER_RUN = new RegExp(`\\p{L}{${MIN_HYPHENATED_LENGTH},}`, 'gu');

/** The text with soft hyphens in its long words; unchanged while the language's patterns are not loaded. */
export function hyphenateText(text: string, language: HyphenationLanguage): string {
  const hyphenate = hyphenators[language];
  if (!hyphenate || text.length < MIN_HYPHENATED_LENGTH) return text;
  return text
    .split(/(\s+)/)
    .map((token) => (NOT_A_WORD.test(token) ? token : token.replace(LONG_LETTER_RUN, (run) => hyphenate(run))))
    .join('');
}
