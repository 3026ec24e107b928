import { defineTexts } from '../define.js';

/**
 * The proof of a permit (issue 26): the PDF a resident downloads from product details, its link
 * there, and the municipality's public verification page that the proof's QR code opens.
 */
export const permitProof = defineTexts({
  'permit_proof.download': { nl: 'Download bewijs (PDF)', en: 'Download proof (PDF)' },
  'permit_proof.pdf.title': { nl: 'Bewijs van vergunning', en: 'Proof of permit' },
  'permit_proof.pdf.file_name': { nl: 'bewijs-vergunning-{{number}}.pdf', en: 'permit-proof-{{number}}.pdf' },
  'permit_proof.pdf.logo_alt': { nl: 'Logo van {{name}}', en: 'Logo of {{name}}' },
  'permit_proof.pdf.holder': { nl: 'Houder', en: 'Holder' },
  'permit_proof.pdf.branch': { nl: 'Vestiging', en: 'Branch' },
  'permit_proof.pdf.permit_number': { nl: 'Vergunningnummer', en: 'Permit number' },
  'permit_proof.pdf.product': { nl: 'Product', en: 'Product' },
  'permit_proof.pdf.area': { nl: 'Gebied', en: 'Area' },
  'permit_proof.pdf.location': { nl: 'Locatie', en: 'Location' },
  'permit_proof.pdf.plates': { nl: 'Kentekens', en: 'Licence plates' },
  'permit_proof.pdf.no_plates': { nl: 'Geen', en: 'None' },
  'permit_proof.pdf.valid_days': { nl: 'Geldige dagen', en: 'Valid days' },
  'permit_proof.pdf.every_day': { nl: 'Elke dag', en: 'Every day' },
  'permit_proof.pdf.validity': { nl: 'Geldigheid', en: 'Validity' },
  'permit_proof.pdf.valid_from_to': {
    nl: 'Van {{from}} tot en met {{to}}',
    en: 'From {{from}} up to and including {{to}}',
  },
  'permit_proof.pdf.valid_from': { nl: 'Vanaf {{from}}, zonder einddatum', en: 'From {{from}}, without an end date' },
  'permit_proof.pdf.check_heading': { nl: 'Controleren', en: 'Checking' },
  'permit_proof.pdf.check_text': {
    nl: 'Scan de QR-code of open het adres hieronder om te zien of deze vergunning nu geldig is. De pagina toont altijd de actuele stand.',
    en: 'Scan the QR code or open the address below to see whether this permit is valid now. The page always shows the current state.',
  },
  'permit_proof.pdf.code': { nl: 'Controlecode', en: 'Verification code' },
  'permit_proof.pdf.qr_alt': {
    nl: 'QR-code die de controlepagina van deze vergunning opent',
    en: "QR code that opens this permit's verification page",
  },
  'permit_proof.pdf.made_on': { nl: 'Gemaakt op {{moment}}.', en: 'Made on {{moment}}.' },
  'permit_proof.verify.title': { nl: 'Vergunning controleren', en: 'Check a permit' },
  'permit_proof.verify.code': { nl: 'Code: {{code}}', en: 'Code: {{code}}' },
  'permit_proof.verify.valid': { nl: 'Deze vergunning is nu geldig.', en: 'This permit is valid now.' },
  'permit_proof.verify.not_valid': { nl: 'Deze vergunning is nu niet geldig.', en: 'This permit is not valid now.' },
  'permit_proof.verify.unknown': {
    nl: 'Bij deze code kunnen wij geen vergunning tonen. Controleer de code.',
    en: 'We cannot show a permit for this code. Please check the code.',
  },
  'permit_proof.verify.until': { nl: 'Geldig tot en met {{date}}.', en: 'Valid up to and including {{date}}.' },
  'permit_proof.verify.no_end': { nl: 'Geldig zonder einddatum.', en: 'Valid without an end date.' },
  'permit_proof.verify.plates': { nl: 'Voor kentekens', en: 'For licence plates' },
  'permit_proof.verify.plate': { nl: 'kenteken eindigend op {{end}}', en: 'licence plate ending in {{end}}' },
  'permit_proof.verify.no_plates': { nl: 'Zonder kenteken.', en: 'Without a licence plate.' },
  'permit_proof.verify.checked_at': { nl: 'Gecontroleerd op {{moment}}.', en: 'Checked on {{moment}}.' },
  'permit_proof.verify.rate_limited': {
    nl: 'U heeft te vaak gecontroleerd. Probeer het over een minuut opnieuw.',
    en: 'You have checked too often. Please try again in a minute.',
  },
  'permit_proof.verify.other_language': { nl: 'English', en: 'Nederlands' },
});
