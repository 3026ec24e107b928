/** The two pattern modules of `hyphen` (CommonJS, no types of its own) that lib/hyphenation.ts loads. */
interface HyphenPatternModule {
  hyphenateSync(text: string, options?: { minWordLength?: number; hyphenChar?: string }): string;
  hyphenate(text: string, options?: { minWordLength?: number; hyphenChar?: string }): Promise<string>;
}

declare module 'hyphen/nl' {
  const module: HyphenPatternModule;
  export = module;
}

declare module 'hyphen/en-us' {
  const module: HyphenPatternModule;
  export = module;
}
