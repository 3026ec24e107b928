/**
 * A municipality's look is configuration: a set of design tokens (CSS custom properties)
 * served as /{tenant}/theme.css. Names and values are checked strictly, because the file is
 * CSS that every page loads: nothing may break out of a declaration.
 */
export const THEME_TOKEN_PATTERN = /^--pl-[a-z0-9-]{1,60}$/;
const THEME_VALUE_PATTERN = /^[#a-zA-Z0-9 ,.%()-]{1,100}$/;

export function themeTokenProblem(token: string, value: string): string | undefined {
  if (!THEME_TOKEN_PATTERN.test(token)) return `token name "${token}" must look like --pl-color-primary`;
  if (!THEME_VALUE_PATTERN.test(value))
    return `value of ${token} may hold only letters, digits, # , . % ( ) - and spaces`;
  return undefined;
}

export function renderThemeCss(tokens: Record<string, string>): string {
  const declarations = Object.entries(tokens)
    .filter(([token, value]) => themeTokenProblem(token, value) === undefined)
    .map(([token, value]) => `  ${token}: ${value};`);
  // :root has the lowest specificity the app uses, so the contrast themes (on html[data-contrast]) win.
  return `:root {\n${declarations.join('\n')}\n}\n`;
}
