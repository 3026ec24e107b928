import { defineTexts } from '../define.js';

/**
 * The profile (core 2.13–2.16, 8): the messages the server gives about IBAN, FTE and addresses,
 * and the two message keys the specification names. Those two say exactly what the server's
 * `validation.required` says, so the browser and the server word an empty field the same way.
 */
export const profile = defineTexts({
  'user.fte.empty_fte.text': { nl: 'Dit veld mag niet leeg zijn', en: 'This field can not be empty' },
  'user.address.empty_field.text': { nl: 'Dit veld mag niet leeg zijn', en: 'This field can not be empty' },

  'user.iban.check.unknown_country': {
    nl: 'Dit IBAN begint niet met een bekende landcode ({{code}}). Een IBAN begint met de code van het land, bijvoorbeeld NL.',
    en: 'This IBAN does not start with a known country code ({{code}}). An IBAN starts with the code of its country, for example NL.',
  },
  'user.iban.check.wrong_length': {
    nl: 'Een IBAN met landcode {{code}} ({{country}}) heeft {{length}} tekens; dit IBAN heeft er {{actual}}.',
    en: 'An IBAN with country code {{code}} ({{country}}) has {{length}} characters; this one has {{actual}}.',
  },
  'user.iban.check.wrong_format': {
    nl: 'Dit IBAN is niet opgebouwd zoals een IBAN met landcode {{code}} ({{country}}). Controleer de letters en cijfers.',
    en: 'This IBAN is not built like an IBAN with country code {{code}} ({{country}}). Check its letters and digits.',
  },
  'user.iban.check.wrong_checksum': {
    nl: 'Het controlegetal van dit IBAN klopt niet. Controleer of u het nummer goed hebt overgenomen.',
    en: 'The check digits of this IBAN are wrong. Check that you copied the number correctly.',
  },

  'failure.IBAN_INVALID': {
    nl: 'Dit IBAN is niet juist en is niet opgeslagen. Controleer het nummer.',
    en: 'This IBAN is not correct and has not been saved. Please check the number.',
  },
  'failure.ADDRESS_NOT_FOUND': {
    nl: 'Er is geen adres met deze postcode en dit huisnummer. Controleer de postcode en het huisnummer.',
    en: 'There is no address with this postal code and house number. Please check the postal code and house number.',
  },
  'failure.ADDRESS_CHECK_UNAVAILABLE': {
    nl: 'Het adres kan op dit moment niet worden gecontroleerd. Er is niets opgeslagen. Probeer het later opnieuw.',
    en: 'The address cannot be checked at the moment. Nothing has been saved. Please try again later.',
  },
  'failure.ADDRESS_IN_NETHERLANDS': {
    nl: 'Een adres in Nederland vult u in als binnenlands adres, met postcode en huisnummer.',
    en: 'Enter an address in the Netherlands as a domestic address, with postal code and house number.',
  },
  'failure.CURRENT_PASSWORD_WRONG': {
    nl: 'Uw huidige wachtwoord is niet juist. Uw wachtwoord is niet gewijzigd.',
    en: 'Your current password is not correct. Your password has not been changed.',
  },
});
