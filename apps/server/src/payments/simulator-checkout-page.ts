/**
 * The payment simulator's hosted checkout: self-contained HTML (no scripts: the CSP forbids inline
 * ones), Dutch with English alongside, and unmistakably a test page. The payer chooses pay, cancel or
 * leave open, and how the simulator notifies the server, to try every order of events by hand.
 */
import { formatEuro } from '@parkeerloket/contract';
import { escapeHtml } from '../http/pages.js';

export const NOTIFY_MODES = ['once', 'repeat', 'concurrent', 'delayed', 'none'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

const MODE_TEXTS: Record<NotifyMode, [string, string]> = {
  once: ['Eén melding', 'One notification'],
  repeat: ['Drie meldingen na elkaar', 'Three notifications in a row'],
  concurrent: ['Drie meldingen tegelijk', 'Three notifications at once'],
  delayed: ['Melding pas na de terugkeer (vertraagd)', 'Notification only after the return (delayed)'],
  none: ['Geen melding (verloren)', 'No notification (lost)'],
};

function both(nl: string, en: string): string {
  return `${escapeHtml(nl)} <span lang="en">/ ${escapeHtml(en)}</span>`;
}

export function renderCheckoutPage(payment: {
  id: string;
  amountCents: number;
  description: string;
  status: string;
}): string {
  const action = escapeHtml(payment.id);
  const open = payment.status === 'open';
  const modes = NOTIFY_MODES.map(
    (mode, index) =>
      `<div><input type="radio" id="notify-${mode}" name="notify" value="${mode}"${index === 0 ? ' checked' : ''}><label for="notify-${mode}">${both(...MODE_TEXTS[mode])}</label></div>`,
  ).join('\n');
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Testbetaling | Test payment</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.5}
.banner{background:#7a1f00;color:#fff;padding:.75rem 1rem;font-weight:bold}
fieldset{margin:1rem 0;border:1px solid #555;padding:.5rem 1rem}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border:2px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button.primary{background:#00497a;color:#fff;border-color:#00497a}
button:focus-visible,input:focus-visible{outline:3px solid #b35900;outline-offset:2px}
</style>
</head>
<body>
<p class="banner" role="note">${both('TESTOMGEVING: dit is de betaalsimulator, er wordt niets echt betaald.', 'TEST ENVIRONMENT: this is the payment simulator, nothing is really paid.')}</p>
<main>
<h1>${both('Testbetaling', 'Test payment')}</h1>
<p>${escapeHtml(payment.description)}</p>
<p><strong>${both('Bedrag', 'Amount')}: ${escapeHtml(formatEuro(payment.amountCents))}</strong></p>
${
  open
    ? `<form method="post" action="${action}">
<fieldset><legend>${both('Melding aan de server', 'Notification to the server')}</legend>
${modes}
</fieldset>
<fieldset><legend>${both('Betaler (optioneel)', 'Payer (optional)')}</legend>
<div><label for="amount">${both('Ander bedrag in euro', 'Another amount in euros')}</label> <input id="amount" name="amount" inputmode="decimal"></div>
<div><label for="iban">${both('Van rekening (IBAN)', 'From account (IBAN)')}</label> <input id="iban" name="iban" autocomplete="off"></div>
</fieldset>
<button class="primary" type="submit" name="action" value="pay">${both('Betalen', 'Pay')}</button>
<button type="submit" name="action" value="cancel">${both('Annuleren', 'Cancel')}</button>
<button type="submit" name="action" value="open">${both('Open laten', 'Leave open')}</button>
</form>`
    : `<p>${both(`Deze testbetaling is al afgehandeld (${payment.status}).`, `This test payment has already been settled (${payment.status}).`)}</p>`
}
</main>
</body></html>`;
}
