/**
 * The municipality's public verification page, server-rendered: no script, no login, one small style
 * (kept by its hash, security-headers.ts). It has the municipality's colours from its theme.css and
 * the portal's five contrast themes (`?contrast=`, the web app's names and colours, apps/web/src/styles
 * /themes.css), Dutch or English (`?lang=`, else the language cookie, the browser's, the municipality's).
 * It says only what `Verification` holds: valid now or not, the plates' last signs and the last day.
 */
import { amsterdamDateTime, formatDisplayDate, type Locale } from '@parkeerloket/contract';
import { languageOf } from '@parkeerloket/translations';
import { translate } from '../http/messages.js';
import { escapeHtml } from '../http/pages.js';
import { groupedCode, readProofCode, type Verification } from './proof-rules.js';

export const CONTRAST_THEMES = ['default', 'black-white', 'white-black', 'black-yellow', 'yellow-black'] as const;
export type ContrastTheme = (typeof CONTRAST_THEMES)[number];

export function contrastThemeOf(value: unknown): ContrastTheme {
  return (CONTRAST_THEMES as readonly unknown[]).includes(value) ? (value as ContrastTheme) : 'default';
}

const STYLE = `:root{--pl-color-primary:#00567a;--pl-color-primary-contrast:#fff;--pl-color-text:#1a1a1a;--pl-color-background:#fff;--pl-color-border:#6b6b6b;--pl-color-link:var(--pl-color-primary);--pl-color-header-background:var(--pl-color-primary);--pl-color-header-text:var(--pl-color-primary-contrast);--pl-color-focus:#1a1a1a;--pl-color-focus-inverse:#ffdd00}
:root[data-contrast=black-white],:root[data-contrast=white-black],:root[data-contrast=black-yellow],:root[data-contrast=yellow-black]{--pl-color-primary:var(--pl-color-text);--pl-color-primary-contrast:var(--pl-color-background);--pl-color-border:var(--pl-color-text);--pl-color-link:var(--pl-color-text);--pl-color-header-background:var(--pl-color-background);--pl-color-header-text:var(--pl-color-text);--pl-color-focus:var(--pl-color-text);--pl-color-focus-inverse:var(--pl-color-background)}
:root[data-contrast=black-white]{--pl-color-text:#000;--pl-color-background:#fff;color-scheme:light}
:root[data-contrast=white-black]{--pl-color-text:#fff;--pl-color-background:#000;color-scheme:dark}
:root[data-contrast=black-yellow]{--pl-color-text:#000;--pl-color-background:#ff0;color-scheme:light}
:root[data-contrast=yellow-black]{--pl-color-text:#ff0;--pl-color-background:#000;color-scheme:dark}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:var(--pl-color-text);background:var(--pl-color-background);overflow-wrap:break-word}
header{background:var(--pl-color-header-background);color:var(--pl-color-header-text);padding:.75rem 1rem;border-bottom:2px solid var(--pl-color-border)}
header p{margin:0;font-weight:bold;max-width:40rem;margin-inline:auto}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.25rem;margin:1rem 0 .25rem}
.answer{border:3px solid var(--pl-color-border);border-inline-start-width:.75rem;padding:.5rem 1rem;margin:1rem 0}
.answer-valid{border-color:var(--pl-color-primary)}
.answer>p:first-child{font-size:1.25rem;font-weight:bold}
a{color:var(--pl-color-link)}a:focus-visible{outline:3px solid var(--pl-color-focus);outline-offset:2px;box-shadow:0 0 0 6px var(--pl-color-focus-inverse)}`;

export interface VerifyPageInput {
  locale: Locale;
  contrast: ContrastTheme;
  tenantCode: string;
  municipality: string;
  /** The code as it came in the address (shown only when it is a code's shape). */
  codeInput: string;
  verification: Verification | 'rate_limited';
  now: Date;
}

function answerHtml(
  t: (key: string, values?: Record<string, string>) => string,
  answer: VerifyPageInput['verification'],
) {
  if (answer === 'rate_limited')
    return `<div class="answer"><p>${escapeHtml(t('permit_proof.verify.rate_limited'))}</p></div>`;
  if (answer.kind === 'unknown')
    return `<div class="answer"><p>${escapeHtml(t('permit_proof.verify.unknown'))}</p></div>`;
  if (answer.kind === 'not_valid')
    return `<div class="answer"><p>${escapeHtml(t('permit_proof.verify.not_valid'))}</p></div>`;
  const until =
    answer.until === null
      ? t('permit_proof.verify.no_end')
      : t('permit_proof.verify.until', { date: formatDisplayDate(answer.until) });
  const plates =
    answer.plateEndings.length === 0
      ? `<p>${escapeHtml(t('permit_proof.verify.no_plates'))}</p>`
      : `<h2>${escapeHtml(t('permit_proof.verify.plates'))}</h2><ul>${answer.plateEndings
          .map((end) => `<li>${escapeHtml(t('permit_proof.verify.plate', { end }))}</li>`)
          .join('')}</ul>`;
  return `<div class="answer answer-valid"><p>${escapeHtml(t('permit_proof.verify.valid'))}</p><p>${escapeHtml(until)}</p>${plates}</div>`;
}

export function renderVerifyPage(input: VerifyPageInput): string {
  const t = (key: string, values?: Record<string, string>) => translate(input.locale, key, values);
  const language = languageOf(input.locale);
  const other = language === 'nl' ? 'en' : 'nl';
  const code = readProofCode(input.codeInput);
  const otherHref = `?lang=${other}${input.contrast === 'default' ? '' : `&contrast=${input.contrast}`}`;
  const title = t('permit_proof.verify.title');
  return `<!doctype html>
<html lang="${language}" data-contrast="${input.contrast}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(input.municipality)}</title>
<style>${STYLE}</style>
<link rel="stylesheet" href="/${escapeHtml(input.tenantCode)}/theme.css">
</head>
<body>
<header><p>${escapeHtml(input.municipality)}</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${code ? `<p>${escapeHtml(t('permit_proof.verify.code', { code: groupedCode(code) }))}</p>` : ''}
${answerHtml(t, input.verification)}
<p>${escapeHtml(t('permit_proof.verify.checked_at', { moment: formatDisplayDate(amsterdamDateTime(input.now), true) }))}</p>
<p><a href="${escapeHtml(otherHref)}" lang="${other}" hreflang="${other}">${escapeHtml(t('permit_proof.verify.other_language'))}</a></p>
</main>
</body></html>`;
}
