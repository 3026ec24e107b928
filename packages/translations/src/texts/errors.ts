import { defineTexts } from '../define.js';

/** Messages of the error vocabulary (contract errors.ts) and of field validation codes. */
export const errors = defineTexts({
  'error.SESSION_TIMEOUT': {
    nl: 'Uw sessie is verlopen. Log opnieuw in.',
    en: 'Your session has expired. Please log in again.',
  },
  'error.INVALID_PARAMETERS': {
    nl: 'Niet alle gegevens zijn juist ingevuld.',
    en: 'Not all details were filled in correctly.',
  },
  'error.MALFORMED_BODY': {
    nl: 'Het verzoek kon niet worden gelezen.',
    en: 'The request could not be read.',
  },
  'error.UNSUPPORTED_MEDIA_TYPE': {
    nl: 'Het verzoek heeft een vorm die deze dienst niet aanneemt.',
    en: 'The request has a form this service does not accept.',
  },
  'error.BODY_TOO_LARGE': {
    nl: 'Het verzoek is te groot.',
    en: 'The request is too large.',
  },
  'error.UNKNOWN_TENANT': {
    nl: 'Deze gemeente is hier niet bekend.',
    en: 'This municipality is not known here.',
  },
  'error.UNKNOWN_ENDPOINT': {
    nl: 'Deze dienst bestaat niet.',
    en: 'This service does not exist.',
  },
  'error.METHOD_NOT_ALLOWED': {
    nl: 'Deze dienst kan niet op deze manier worden aangeroepen.',
    en: 'This service cannot be called this way.',
  },
  'error.NOT_IMPLEMENTED': {
    nl: 'Deze dienst is nog niet beschikbaar.',
    en: 'This service is not available yet.',
  },
  'error.NOT_FOUND': {
    nl: 'Het gevraagde is niet gevonden.',
    en: 'What you asked for was not found.',
  },
  'error.FORBIDDEN': {
    nl: 'U mag dit niet doen.',
    en: 'You are not allowed to do this.',
  },
  'error.RATE_LIMITED': {
    nl: 'U doet te veel verzoeken achter elkaar. Wacht even en probeer het opnieuw.',
    en: 'Too many requests in a short time. Please wait a moment and try again.',
  },
  'error.INTERNAL_ERROR': {
    nl: 'Er ging iets mis. Probeer het later opnieuw.',
    en: 'Something went wrong. Please try again later.',
  },
  'error.field': {
    nl: '{{field}}: {{problem}}',
    en: '{{field}}: {{problem}}',
  },
  'validation.required': { nl: 'Dit veld mag niet leeg zijn', en: 'This field can not be empty' },
  'validation.invalid': { nl: 'De waarde is ongeldig', en: 'The value is not valid' },
  'validation.too_long': { nl: 'De waarde is te lang', en: 'The value is too long' },
  'validation.too_short': { nl: 'De waarde is te kort', en: 'The value is too short' },
  'validation.not_a_number': { nl: 'Vul alleen cijfers in', en: 'Enter digits only' },
  'validation.out_of_range': { nl: 'De waarde ligt buiten het toegestane bereik', en: 'The value is out of range' },
  'validation.not_allowed': { nl: 'Deze waarde is niet toegestaan', en: 'This value is not allowed' },
  'validation.invalid_json': { nl: 'De lijst kon niet worden gelezen', en: 'The list could not be read' },
  'validation.email_invalid': { nl: 'Vul een geldig e-mailadres in!', en: 'Enter a valid e-mail address!' },
  'validation.password_invalid': { nl: 'Vul een geldig wachtwoord in!', en: 'Enter a valid password!' },
  'validation.license_plate_invalid': {
    nl: 'Een kenteken bestaat uit letters en cijfers',
    en: 'A licence plate consists of letters and digits',
  },
  'validation.license_plate_nl_too_short': {
    nl: 'Een Nederlands kenteken is 6 tekens lang.',
    en: 'A Dutch licence plate is 6 characters in length.',
  },
  'validation.specific_location_invalid': {
    nl: 'De locatie mag alleen letters, cijfers en spaties bevatten, maximaal 32 tekens',
    en: 'Location must be alfanumeric and have to max 32 symbols',
  },
  'validation.postal_code_invalid': { nl: 'Een postcode heeft 4 cijfers', en: 'A postal code has 4 digits' },
  'validation.postal_letters_invalid': {
    nl: 'Vul de 2 letters van de postcode in',
    en: 'Enter the 2 letters of the postal code',
  },
  'validation.house_number_invalid': {
    nl: 'Een huisnummer bestaat uit maximaal 10 cijfers',
    en: 'A house number has at most 10 digits',
  },
  'validation.date_invalid': { nl: 'Dit is geen geldige datum', en: 'This is not a valid date' },
  'validation.locale_unknown': { nl: 'Deze taal is niet beschikbaar', en: 'This language is not available' },
  'validation.house_letter_invalid': { nl: 'Een huisletter is één letter', en: 'A house letter is a single letter' },
  'validation.email_mismatch': {
    nl: 'De e-mailadressen moeten hetzelfde zijn!',
    en: 'The e-mail addresses should be the same!',
  },
  'validation.password_mismatch': {
    nl: 'De wachtwoorden moeten hetzelfde zijn!',
    en: 'The password should be the same!',
  },
  'validation.license_plate_duplicate': {
    nl: 'U heeft dit kenteken al ingevoerd!',
    en: 'You already have entered this licence plate!',
  },
  'validation.code_required': { nl: 'Vul de code in!', en: 'Enter code!' },
  'validation.file_type_not_allowed': {
    nl: 'Toegestane bestandsformaten zijn PDF, JPEG, PNG, DOC of DOCX.',
    en: 'Allowed file formats are PDF, JPEG, PNG, DOC or DOCX.',
  },
  'validation.file_too_large': {
    nl: 'Dit bestand is te groot. Upload een bestand van maximaal {{max}} MB.',
    en: 'This file is too large. Upload a file of {{max}}Mb maximum.',
  },
});
