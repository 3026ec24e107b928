import { defineTexts } from '../define.js';

/**
 * E-mails the server sends (subject and body per template, plus the frame around every body) and
 * the server's own messages of the permit login and the e-mail gate: business failures
 * (`failure.<CODE>`, contract status-codes.ts) and notices. A tenant may override any of them.
 * Bodies are plain text; {{municipality}} is the tenant's name as its texts give it.
 */
export const mail = defineTexts({
  'mail.greeting': { nl: 'Geachte heer/mevrouw,', en: 'Dear Sir or Madam,' },
  'mail.signature': {
    nl: 'Met vriendelijke groet,\n{{municipality}}',
    en: 'Kind regards,\n{{municipality}}',
  },
  'mail.footer': {
    nl: 'Dit bericht is automatisch verstuurd door het parkeerloket van {{municipality}}. U kunt er niet op antwoorden.',
    en: 'This message was sent automatically by the parking counter of {{municipality}}. Replies are not read.',
  },

  'mail.login_code.subject': {
    nl: 'Uw inlogcode voor het parkeerloket',
    en: 'Your login code for the parking counter',
  },
  'mail.login_code.body': {
    nl: 'Uw eenmalige inlogcode is:\n\n    {{code}}\n\nDe code is {{minutes}} minuten geldig en werkt één keer.\n\nHeeft u niet zelf geprobeerd in te loggen? Dan kent iemand anders mogelijk uw wachtwoord. Negeer deze e-mail en vraag een nieuw wachtwoord aan.',
    en: 'Your one-time login code is:\n\n    {{code}}\n\nThe code is valid for {{minutes}} minutes and works once.\n\nDid you not try to log in yourself? Then someone else may know your password. Ignore this e-mail and request a new password.',
  },

  'mail.verification_code.subject': {
    nl: 'Bevestig uw e-mailadres',
    en: 'Confirm your e-mail address',
  },
  'mail.verification_code.body': {
    nl: 'U heeft dit e-mailadres opgegeven in het parkeerloket. Vul deze code in om het te bevestigen:\n\n    {{code}}\n\nDe code is {{minutes}} minuten geldig.\n\nHeeft u dit adres niet zelf opgegeven? Dan kunt u deze e-mail negeren.',
    en: 'You entered this e-mail address in the parking counter. Enter this code to confirm it:\n\n    {{code}}\n\nThe code is valid for {{minutes}} minutes.\n\nDid you not enter this address yourself? Then you can ignore this e-mail.',
  },

  'mail.password_reset.subject': {
    nl: 'Nieuw wachtwoord voor het parkeerloket',
    en: 'New password for the parking counter',
  },
  'mail.password_reset.body': {
    nl: 'Er is een nieuw wachtwoord aangevraagd voor uw account {{username}}. Via deze link kiest u een nieuw wachtwoord:\n\n{{link}}\n\nDe link is {{minutes}} minuten geldig en werkt één keer.\n\nHeeft u niets aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft zoals het is.',
    en: 'A new password was requested for your account {{username}}. Choose a new password with this link:\n\n{{link}}\n\nThe link is valid for {{minutes}} minutes and works once.\n\nDid you not request anything? Then you can ignore this e-mail; your password stays as it is.',
  },

  'mail.registration_link.subject': {
    nl: 'Uw account voor het parkeerloket',
    en: 'Your account for the parking counter',
  },
  'mail.registration_link.body': {
    nl: '{{municipality}} heeft een account voor het parkeerloket voor u aangemaakt. Uw gebruikersnaam is: {{username}}\n\nVia deze link kiest u uw wachtwoord:\n\n{{link}}\n\nDe link is {{days}} dagen geldig en werkt één keer. Daarna logt u in met uw gebruikersnaam of dit e-mailadres, uw wachtwoord en een code die u per e-mail krijgt.',
    en: '{{municipality}} has created an account for the parking counter for you. Your username is: {{username}}\n\nChoose your password with this link:\n\n{{link}}\n\nThe link is valid for {{days}} days and works once. After that you log in with your username or this e-mail address, your password and a code you receive by e-mail.',
  },

  'failure.LOGIN_FAILED': {
    nl: 'Inloggen is niet gelukt. Controleer uw gebruikersnaam of e-mailadres en uw wachtwoord.',
    en: 'Login failed. Check your username or e-mail address and your password.',
  },
  'failure.LOGIN_THROTTLED': {
    nl: 'Er zijn te veel verkeerde wachtwoorden ingevoerd. Wacht {{seconds}} seconden en probeer het dan opnieuw.',
    en: 'Too many wrong passwords have been entered. Wait {{seconds}} seconds and then try again.',
  },
  'failure.LOGIN_CODE_LIMIT': {
    nl: 'U heeft het afgelopen uur te veel inlogcodes aangevraagd. Probeer het over een uur opnieuw.',
    en: 'You have requested too many login codes in the past hour. Please try again in an hour.',
  },
  'failure.OTP_WRONG': {
    nl: 'Deze code is niet juist. Probeer het opnieuw.',
    en: 'This code is not correct. Please try again.',
  },
  'failure.OTP_EXPIRED': {
    nl: 'Deze code is verlopen. Log opnieuw in om een nieuwe code te ontvangen.',
    en: 'This code has expired. Log in again to receive a new code.',
  },
  'failure.OTP_BLOCKED': {
    nl: 'Deze code kan niet meer worden gebruikt. Log opnieuw in om een nieuwe code te ontvangen.',
    en: 'This code can no longer be used. Log in again to receive a new code.',
  },
  'failure.PASSWORD_KEY_INVALID': {
    nl: 'Deze link is niet (meer) geldig. Vraag een nieuw wachtwoord aan.',
    en: 'This link is not valid (any more). Please request a new password.',
  },
  'failure.EMAIL_NOT_PENDING': {
    nl: 'Er wacht geen e-mailadres op bevestiging. Vul eerst uw e-mailadres in.',
    en: 'No e-mail address is waiting for confirmation. Please enter your e-mail address first.',
  },
  'failure.REL-00069': {
    nl: 'De code is verlopen. Vraag een nieuwe code aan.',
    en: 'The code has expired. Please request a new code.',
  },
  'failure.REL-00070': {
    nl: 'U heeft het afgelopen uur te veel codes aangevraagd. Probeer het later opnieuw.',
    en: 'You have requested too many codes in the past hour. Please try again later.',
  },

  'notice.password_reset_requested': {
    nl: 'Als er een account bij deze naam hoort, ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.',
    en: 'If an account belongs to this name, you will receive an e-mail with a link to choose a new password.',
  },
  'notice.verification_code_sent': {
    nl: 'De bevestigingscode is verstuurd.',
    en: 'The verification code has been sent.',
  },
});
