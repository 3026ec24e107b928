/**
 * The four contrast themes other than the default change colours only: in the style sheets of both apps and of the
 * permit's verification page, a rule that applies to one of them (or to every theme but the default) declares colour
 * tokens, `color-scheme`, or `background-image: none`, and nothing else. The end-to-end tests rely on it: they scan
 * those themes with axe's colour rules only, and every rule in the default theme (e2e/support/axe.ts, decision 054).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('..', import.meta.url));

const THEME_ONLY =
  /data-contrast=["']?(black-white|white-black|black-yellow|yellow-black)|:not\(\[data-contrast=["']?default/;

function allowed(declaration: string): boolean {
  const [property = '', ...rest] = declaration.split(':');
  const name = property.trim();
  const value = rest.join(':').trim();
  return name.startsWith('--pl-color-') || name === 'color-scheme' || (name === 'background-image' && value === 'none');
}

/** Each innermost rule of a style sheet: its selector and its declarations. */
function rulesOf(css: string): { selector: string; declarations: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { selector: string; declarations: string[] }[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    rules.push({
      selector: (match[1] ?? '').trim(),
      declarations: (match[2] ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean),
    });
  }
  return rules;
}

/** What a theme-only rule declares besides colours. */
function nonColourDeclarations(css: string): string[] {
  return rulesOf(css)
    .filter((rule) => THEME_ONLY.test(rule.selector))
    .flatMap((rule) =>
      rule.declarations.filter((declaration) => !allowed(declaration)).map((d) => `${rule.selector} { ${d} }`),
    );
}

function cssFiles(folder: string): string[] {
  return readdirSync(join(repository, folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(folder, file));
}

describe('contrast themes', () => {
  it('tell a non-colour declaration apart (the check can fail)', () => {
    expect(
      nonColourDeclarations(':root[data-contrast="black-white"] { --pl-color-text: #000; color-scheme: light; }'),
    ).toEqual([]);
    expect(nonColourDeclarations(':root[data-contrast=white-black] .x { outline-width: 3px }')).toEqual([
      ':root[data-contrast=white-black] .x { outline-width: 3px }',
    ]);
    expect(
      nonColourDeclarations(':root[data-contrast]:not([data-contrast="default"]) .m { display: none }'),
    ).toHaveLength(1);
    // A rule for every theme, the default included, may set anything: it is the same in each.
    expect(nonColourDeclarations(':root[data-contrast] { --utrecht-form-control-invalid-border-width: 3px }')).toEqual(
      [],
    );
  });

  const sheets = [...cssFiles('apps/web/src'), ...cssFiles('apps/staff/src')];

  it('are found in both apps', () => {
    const withThemes = sheets.filter((file) => THEME_ONLY.test(readFileSync(join(repository, file), 'utf8')));
    expect(withThemes).toEqual(
      expect.arrayContaining(['apps/web/src/styles/themes.css', 'apps/staff/src/styles/themes.css']),
    );
  });

  it.for(sheets)('%s: the non-default themes change colours only', (file) => {
    expect(nonColourDeclarations(readFileSync(join(repository, file), 'utf8'))).toEqual([]);
  });

  it("the verification page's style changes colours only", () => {
    const source = readFileSync(join(repository, 'apps/server/src/permit-proof/verify-page.ts'), 'utf8');
    const style = /const STYLE = `([^`]*)`/.exec(source)?.[1];
    expect(style, 'the STYLE of verify-page.ts').toBeTruthy();
    expect(rulesOf(style ?? '').filter((rule) => THEME_ONLY.test(rule.selector)).length).toBeGreaterThanOrEqual(4);
    expect(nonColourDeclarations(style ?? '')).toEqual([]);
  });
});
