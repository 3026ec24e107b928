/**
 * Texts are declared side by side per key, Dutch and English together, so a key can never
 * exist in one language only. Keys are flat and dotted, as the specification names them
 * (for example `welcome.login.missing_cookies.text`). Values use i18next interpolation: {{name}}.
 */
export interface Text {
  nl: string;
  en: string;
}

export function defineTexts<const K extends string>(texts: Record<K, Text>): Record<K, Text> {
  return texts;
}
