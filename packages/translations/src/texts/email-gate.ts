import { defineTexts } from '../define.js';

/** The e-mail verification gate and the FTE instruction (core 2.9, 2.15, 4.3, 8). */
export const emailGate = defineTexts({
  'email.set.title.enter': { nl: 'E-mailadres invullen', en: 'Enter your e-mail address' },
  'email.set.title.confirm': { nl: 'E-mailadres bevestigen', en: 'Confirm your e-mail address' },
  'email.set.title.change': { nl: 'E-mailadres wijzigen', en: 'Change your e-mail address' },
  'email.set.intro.enter': {
    nl: 'Wij hebben uw e-mailadres nodig om u berichten over uw parkeerproducten te sturen. U krijgt een code om het adres te bevestigen.',
    en: 'We need your e-mail address to send you messages about your parking products. You will get a code to confirm the address.',
  },
  'email.set.intro.confirm': {
    nl: 'Uw e-mailadres is nog niet bevestigd. Vul het adres twee keer in; u krijgt een code om het te bevestigen.',
    en: 'Your e-mail address has not been confirmed yet. Enter the address twice; you will get a code to confirm it.',
  },
  'email.set.intro.change': {
    nl: 'Vul uw nieuwe e-mailadres twee keer in. U krijgt een code om het nieuwe adres te bevestigen.',
    en: 'Enter your new e-mail address twice. You will get a code to confirm the new address.',
  },
  'email.set.current': { nl: 'Huidig e-mailadres', en: 'Current e-mail address' },
  'email.set.email': { nl: 'E-mailadres', en: 'E-mail address' },
  'email.set.repeat': { nl: 'Herhaal het e-mailadres', en: 'Repeat the e-mail address' },
  'email.set.submit': { nl: 'Opslaan', en: 'Save' },
  'email.set.waiting': {
    nl: 'Het e-mailadres is opgeslagen. Een ogenblik, de code wordt verstuurd…',
    en: 'The e-mail address has been saved. One moment, the code is being sent…',
  },
  'email.set.timeout': {
    nl: 'Het versturen van de code duurt langer dan verwacht. Probeer het over een paar minuten opnieuw.',
    en: 'Sending the code takes longer than expected. Please try again in a few minutes.',
  },
  'email.send.text': {
    nl: 'Wij hebben een verificatiecode gestuurd naar {{email}}. Vul die code in om uw e-mailadres te bevestigen. Geen e-mail ontvangen? Kijk ook bij uw ongewenste e-mail, of laat de code opnieuw versturen.',
    en: 'We have sent a verification code to {{email}}. Enter that code to confirm your e-mail address. No e-mail received? Also look in your junk mail, or have the code sent again.',
  },
  'email.send.sent': { nl: 'De verificatiecode is verstuurd.', en: 'The verification code has been sent.' },
  'email.code.title': { nl: 'Verificatiecode invullen', en: 'Enter the verification code' },
  'email.code.code': { nl: 'Verificatiecode', en: 'Verification code' },
  'email.code.empty': {
    nl: 'Vul de verificatiecode in die u per e-mail hebt gekregen.',
    en: 'Enter the verification code you received by e-mail.',
  },
  'email.code.submit': { nl: 'Bevestigen', en: 'Confirm' },
  'email.code.resend': { nl: 'Code opnieuw sturen', en: 'Send the code again' },
  'email.code.retry': {
    nl: 'Deze code is niet juist. Probeer het opnieuw.',
    en: 'This code is not correct. Please try again',
  },
  'email.code.novalidate': {
    nl: 'Er is geen e-mailverificatie gevonden voor deze relatie en dit e-mailadres.',
    en: 'No email validation record found for this relation and this email address',
  },
  'email.code.no_retries': {
    nl: 'Onjuiste code. Opnieuw proberen is niet mogelijk.',
    en: 'Incorrect code. No retry allowed',
  },
  'email.code.validated': { nl: 'Uw e-mailadres is bevestigd.', en: 'Your e-mail address has been validated.' },
  'message.title_attention': { nl: 'E-mailverificatie', en: 'E-mail verification' },
  'email_gate.error.title': { nl: 'Uw gegevens konden niet worden geladen', en: 'Your details could not be loaded' },
  'email_gate.error.text': {
    nl: 'Het parkeerloket kon uw gegevens niet ophalen. Probeer het opnieuw.',
    en: 'The parking counter could not fetch your details. Please try again.',
  },
  'email_gate.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'fte_instruction.title': { nl: 'Aantal fte opgeven', en: 'Give your number of FTE' },
  'fte_instruction.text': {
    nl: 'Geef het aantal fte (voltijdbanen) van uw bedrijf op. De gemeente bepaalt daarmee hoeveel producten van een soort uw bedrijf kan aanvragen.',
    en: 'Give the number of FTE (full-time jobs) of your company. The municipality uses it to decide how many products of a kind your company can request.',
  },
  'fte_instruction.set': { nl: 'Nu opgeven', en: 'Give it now' },
  'fte_instruction.later': { nl: 'Later', en: 'Later' },
});
