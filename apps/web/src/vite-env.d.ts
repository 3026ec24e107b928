/// <reference types="vite/client" />

/** The package version plus a short build id, injected by Vite at build time. */
declare const __APP_VERSION__: string;

/** The later screens' texts in one language (vite.config.ts: laterTexts; lib/bundled-texts.ts). */
declare module 'virtual:parkeerloket/texts-*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
