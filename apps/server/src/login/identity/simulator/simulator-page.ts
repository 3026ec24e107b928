/**
 * The simulators' test pages: self-contained HTML (no scripts, no external assets: the CSP
 * forbids inline scripts and the page must work on a machine without a network), Dutch with
 * English alongside, and unmistakably not the real service.
 */
import type { IdentityService } from '../identifiers.js';
import { PERSONAS } from './personas.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Dutch text with its English translation beside it, marked as English for screen readers. */
function both(nl: string, en: string): string {
  return `${escapeHtml(nl)} <span lang="en">/ ${escapeHtml(en)}</span>`;
}

interface ServiceTexts {
  name: string;
  identifierNl: string;
  identifierEn: string;
  hintNl: string;
  hintEn: string;
  invalidNl: string;
  invalidEn: string;
  pickNl: string;
  pickEn: string;
}

const TEXTS: Record<IdentityService, ServiceTexts> = {
  digid: {
    name: 'DigiD',
    identifierNl: 'Of typ een burgerservicenummer (BSN)',
    identifierEn: 'Or type a citizen service number (BSN)',
    hintNl: '9 cijfers die de elfproef doorstaan, bijvoorbeeld 999993653.',
    hintEn: '9 digits that pass the eleven test, for example 999993653.',
    invalidNl: 'Dit is geen geldig BSN: 9 cijfers die de elfproef doorstaan.',
    invalidEn: 'This is not a valid BSN: 9 digits that pass the eleven test.',
    pickNl: 'Kies een inwoner',
    pickEn: 'Choose a resident',
  },
  eherkenning: {
    name: 'eHerkenning',
    identifierNl: 'Of typ een KvK-nummer',
    identifierEn: 'Or type a Chamber of Commerce (KvK) number',
    hintNl: '8 cijfers, bijvoorbeeld 12345678.',
    hintEn: '8 digits, for example 12345678.',
    invalidNl: 'Dit is geen geldig KvK-nummer: 8 cijfers.',
    invalidEn: 'This is not a valid KvK number: 8 digits.',
    pickNl: 'Kies een bedrijf',
    pickEn: 'Choose a company',
  },
  eidas: {
    name: 'eIDAS',
    identifierNl: 'Of typ een Europees identificatienummer',
    identifierEn: 'Or type a European identifier',
    hintNl: 'Land van uitgifte / ontvangend land / nummer, bijvoorbeeld DE/NL/1234abcd.',
    hintEn: 'Issuing country / receiving country / number, for example DE/NL/1234abcd.',
    invalidNl: 'Dit is geen geldig Europees identificatienummer, zoals DE/NL/1234abcd.',
    invalidEn: 'This is not a valid European identifier, such as DE/NL/1234abcd.',
    pickNl: 'Kies een EU-burger',
    pickEn: 'Choose an EU citizen',
  },
};

export type SimulatorProblem = 'identifier' | 'persona' | 'branches' | 'branch';

export interface SimulatorPageInput {
  tenantCode: string;
  tenantName: string;
  service: IdentityService;
  state: string;
  levels: readonly string[];
  defaultLevel: string | undefined;
  problem?: SimulatorProblem;
  /** What the tester sent, shown again after a problem. */
  values?: {
    persona?: string | undefined;
    identifier?: string | undefined;
    branches?: string | undefined;
    branch?: string | undefined;
    level?: string | undefined;
  };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#fff}
.test-banner{background:#ffb612;color:#000;padding:.75rem 1rem;border-bottom:4px solid #000}
.test-banner p{margin:0;max-width:44rem;margin-inline:auto}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;line-height:1.25;margin:1rem 0}
fieldset{border:1px solid #6b6b6b;border-radius:4px;margin:0 0 1.5rem;padding:.75rem 1rem}
legend{font-weight:700;padding:0 .25rem}
.option{display:flex;gap:.5rem;align-items:flex-start;padding:.25rem 0}
.option input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex:none}
.field{margin:0 0 1.5rem}
.field label{display:block;font-weight:700}
.hint{color:#4a4a4a;margin:.25rem 0}
.error{color:#b00020;font-weight:700;margin:.25rem 0}
input[type=text],input[type=number],select{font:inherit;padding:.5rem;border:2px solid #4a4a4a;border-radius:4px;width:100%;max-width:24rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b00020}
.error-summary{border:3px solid #b00020;padding:.75rem 1rem;margin:0 0 1.5rem}
.error-summary h2{font-size:1.15rem;margin:0 0 .5rem}
.error-summary a{color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin:1.5rem 0}
button{font:inherit;font-weight:700;padding:.65rem 1.25rem;border-radius:4px;border:2px solid #154273;cursor:pointer}
.primary{background:#154273;color:#fff}
.secondary{background:#fff;color:#154273}
a{color:#154273}
:focus-visible{outline:3px solid #000;outline-offset:3px;box-shadow:0 0 0 6px #ffb612}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function banner(serviceName: string): string {
  return `<header class="test-banner"><p><strong>Testomgeving</strong> — dit is niet de echte ${escapeHtml(serviceName)}. <span lang="en"><strong>Test environment</strong> — not the real ${escapeHtml(serviceName)}.</span></p></header>`;
}

export function renderSimulatorPage(input: SimulatorPageInput): string {
  const texts = TEXTS[input.service];
  const values = input.values ?? {};
  const personas = PERSONAS[input.service];
  const typed = values.identifier ?? '';
  const chosen = typed === '' ? (values.persona ?? personas[0]?.subject) : undefined;
  const action = `/${encodeURIComponent(input.tenantCode)}/simulator/${input.service}`;

  const idError = input.problem === 'identifier';
  const personaError = input.problem === 'persona';
  const branchesError = input.problem === 'branches';
  const branchError = input.problem === 'branch';
  const branchProblem = both('Een vestigingsnummer heeft 12 cijfers.', 'A branch number has 12 digits.');
  const summary = input.problem
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${both('Er is een probleem', 'There is a problem')}</h2>
<p><a href="#${idError ? 'identifier' : branchesError ? 'branches' : branchError ? 'branch' : 'persona-0'}">${
        idError
          ? both(texts.invalidNl, texts.invalidEn)
          : branchesError
            ? both('Kies 0 tot 50 vestigingen.', 'Choose 0 to 50 branches.')
            : branchError
              ? branchProblem
              : both('Kies een persoon of typ een nummer.', 'Choose a persona or type a number.')
      }</a></p>
</div>`
    : '';

  const options = personas
    .map((persona, index) => {
      const id = `persona-${index}`;
      const checked = persona.subject === chosen ? ' checked' : '';
      const focus = personaError && index === 0 ? ' autofocus' : '';
      return `<div class="option"><input type="radio" id="${id}" name="persona" value="${escapeHtml(persona.subject)}"${checked}${focus}><label for="${id}">${escapeHtml(persona.label)} <span class="hint">(${escapeHtml(persona.subject)})</span></label></div>`;
    })
    .join('\n');

  const describedBy = idError ? 'identifier-hint identifier-error' : 'identifier-hint';
  const identifierField = `<div class="field">
<label for="identifier">${both(texts.identifierNl, texts.identifierEn)}</label>
<p class="hint" id="identifier-hint">${both(texts.hintNl, texts.hintEn)}</p>
${idError ? `<p class="error" id="identifier-error">${both(texts.invalidNl, texts.invalidEn)}</p>` : ''}
<input type="text" id="identifier" name="identifier" value="${escapeHtml(typed)}" autocomplete="off" spellcheck="false" aria-describedby="${describedBy}"${idError ? ' aria-invalid="true" autofocus' : ''}>
</div>`;

  const businessFields =
    input.service === 'eherkenning'
      ? `<div class="field">
<label for="branches">${both('Aantal vestigingen bij een getypt KvK-nummer', 'Number of branches for a typed KvK number')}</label>
<p class="hint" id="branches-hint">${both('0 tot 50; de bedrijven in de lijst hebben hun eigen vestigingen.', '0 to 50; the companies in the list have their own branches.')}</p>
${branchesError ? `<p class="error" id="branches-error">${both('Kies 0 tot 50 vestigingen.', 'Choose 0 to 50 branches.')}</p>` : ''}
<input type="number" id="branches" name="branches" min="0" max="50" step="1" inputmode="numeric" value="${escapeHtml(values.branches ?? '1')}" aria-describedby="branches-hint${branchesError ? ' branches-error' : ''}"${branchesError ? ' aria-invalid="true" autofocus' : ''}>
</div>
<div class="field">
<label for="branch">${both('Vestigingsnummer dat eHerkenning meegeeft (optioneel)', 'Branch number eHerkenning passes on (optional)')}</label>
<p class="hint" id="branch-hint">${both('Leeg: het hele bedrijf. Met een nummer biedt het loket alleen die vestiging aan.', 'Empty: the whole company. With a number the portal offers only that branch.')}</p>
${branchError ? `<p class="error" id="branch-error">${branchProblem}</p>` : ''}
<input type="text" id="branch" name="branch" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.branch ?? '')}" aria-describedby="branch-hint${branchError ? ' branch-error' : ''}"${branchError ? ' aria-invalid="true" autofocus' : ''}>
</div>
<div class="field">
<label for="level">${both('Betrouwbaarheidsniveau', 'Assurance level')}</label>
<p class="hint" id="level-hint">${both('Het loket vraagt EH2 of hoger; kies lager om de weigering te testen.', 'The portal requires EH2 or higher; choose lower to test the refusal.')}</p>
<select id="level" name="level" aria-describedby="level-hint">
${input.levels
  .map((level) => {
    const selected = level === (values.level ?? input.defaultLevel) ? ' selected' : '';
    return `<option value="${escapeHtml(level)}"${selected}>${escapeHtml(level)}</option>`;
  })
  .join('\n')}
</select>
</div>`
      : '';

  const body = `${banner(texts.name)}
<main>
<h1>${both(`Inloggen met ${texts.name} (simulator)`, `Log in with ${texts.name} (simulator)`)}</h1>
<p>${both(`U logt in bij ${input.tenantName}.`, `You are logging in to ${input.tenantName}.`)}</p>
${summary}
<form method="post" action="${action}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<fieldset>
<legend>${both(texts.pickNl, texts.pickEn)}</legend>
${options}
</fieldset>
${identifierField}
${businessFields}
<div class="actions">
<button type="submit" class="primary" name="action" value="login">${both('Inloggen', 'Log in')}</button>
<button type="submit" class="secondary" name="action" value="cancel">${both('Annuleren', 'Cancel')}</button>
</div>
</form>
</main>`;
  return layout(`${texts.name} — Testomgeving / Test environment`, body);
}

/** A login that cannot continue here (unknown, used or expired): a way back, no details. */
export function renderSimulatorGonePage(tenantCode: string, service: IdentityService): string {
  const name = TEXTS[service].name;
  const body = `${banner(name)}
<main>
<h1>${both('Deze inlogpoging is verlopen', 'This login attempt has expired')}</h1>
<p>${both('Begin opnieuw bij het loket.', 'Please start again at the portal.')}</p>
<p><a href="/${encodeURIComponent(tenantCode)}/login">${both('Terug naar inloggen', 'Back to login')}</a></p>
</main>`;
  return layout(`${name} — Testomgeving / Test environment`, body);
}
