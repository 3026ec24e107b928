import { defineTexts } from '../define.js';

/** At the counter (issue 28): acting for a resident after identifying them, at the counter or by phone. */
export const staffCounter = defineTexts({
  'staff.nav.counter': { nl: 'Namens de inwoner handelen', en: 'Act for the resident' },
  'staff.file.act_for': { nl: 'Namens deze inwoner handelen', en: 'Act for this resident' },
  'staff.counter.title': { nl: 'Namens {{name}} handelen', en: 'Acting for {{name}}' },
  'staff.counter.back': { nl: 'Terug naar het dossier', en: 'Back to the file' },
  'staff.counter.intro': {
    nl: 'Stel eerst vast wie u spreekt. Wat u daarna doet, gaat langs dezelfde regels als in het loket van de inwoner, wordt vastgelegd op uw naam en wordt de inwoner gemaild.',
    en: 'First establish who you are speaking to. What you do next follows the same rules as the resident’s own portal, is recorded in your name, and is e-mailed to the resident.',
  },
  'staff.counter.identification': { nl: 'Identificatie', en: 'Identification' },
  'staff.counter.way': { nl: 'Hoe heeft u de inwoner geïdentificeerd?', en: 'How did you identify the resident?' },
  'staff.counter.way.counter-id-document': {
    nl: 'Aan de balie, met een identiteitsbewijs',
    en: 'At the counter, with an identity document',
  },
  'staff.counter.way.phone-questions': {
    nl: 'Aan de telefoon, met controlevragen',
    en: 'By phone, with verification questions',
  },
  'staff.counter.identify': { nl: 'Identificatie vastleggen', en: 'Record the identification' },
  'staff.counter.identified': {
    nl: 'Geïdentificeerd: {{way}}. U kunt namens de inwoner handelen tot {{until}}.',
    en: 'Identified: {{way}}. You can act for the resident until {{until}}.',
  },
  'staff.counter.identify_again': { nl: 'Opnieuw identificeren', en: 'Identify again' },
  'staff.counter.request': { nl: 'Product aanvragen', en: 'Request a product' },
  'staff.counter.product': { nl: 'Product', en: 'Product' },
  'staff.counter.choose_product': { nl: 'Kies een product', en: 'Choose a product' },
  'staff.counter.not_requestable': { nl: 'Niet aan te vragen', en: 'Cannot be requested' },
  'staff.counter.address': { nl: 'Adres', en: 'Address' },
  'staff.counter.location': { nl: 'Locatie', en: 'Location' },
  'staff.counter.start_date': { nl: 'Ingangsdatum', en: 'Start date' },
  'staff.counter.start_date_hint': {
    nl: 'Tussen {{min}} en {{max}}.',
    en: 'Between {{min}} and {{max}}.',
  },
  'staff.counter.start_date_from': { nl: 'Vanaf {{min}}.', en: 'From {{min}}.' },
  'staff.counter.price_line': { nl: 'Periode en prijs', en: 'Period and price' },
  'staff.counter.period.D': { nl: '{{price}} per {{count}} dag(en)', en: '{{price}} per {{count}} day(s)' },
  'staff.counter.period.W': { nl: '{{price}} per {{count}} week/weken', en: '{{price}} per {{count}} week(s)' },
  'staff.counter.period.M': { nl: '{{price}} per {{count}} maand(en)', en: '{{price}} per {{count}} month(s)' },
  'staff.counter.period.Y': { nl: '{{price}} per {{count}} jaar', en: '{{price}} per {{count}} year(s)' },
  'staff.counter.day_selection': {
    nl: 'Een product met dagkeuze vraagt de inwoner zelf aan in het loket.',
    en: 'A product with a choice of days is requested by the resident in the portal.',
  },
  'staff.counter.plate': { nl: 'Kenteken {{number}}', en: 'Licence plate {{number}}' },
  'staff.counter.plate_optional': {
    nl: 'Kenteken {{number}} (niet verplicht)',
    en: 'Licence plate {{number}} (optional)',
  },
  'staff.counter.specific_location': {
    nl: 'Plaats (waar het bord moet komen)',
    en: 'Place (where the sign should go)',
  },
  'staff.counter.price': { nl: 'Te betalen: {{price}}', en: 'To pay: {{price}}' },
  'staff.counter.submit_request': { nl: 'Aanvragen namens de inwoner', en: 'Request for the resident' },
  'staff.counter.requested': {
    nl: 'Aanvraag {{id}} is gedaan ({{status}}). De inwoner krijgt een e-mail dat de gemeente dit namens hem of haar heeft aangevraagd.',
    en: 'Request {{id}} has been made ({{status}}). The resident is e-mailed that the municipality requested it on their behalf.',
  },
  'staff.counter.permits': { nl: 'Vergunning wijzigen of beëindigen', en: 'Change or end a permit' },
  'staff.counter.no_permits': {
    nl: 'De inwoner heeft geen lopende vergunningen.',
    en: 'The resident has no active permits.',
  },
  'staff.counter.permit': { nl: 'Vergunning', en: 'Permit' },
  'staff.counter.choose_permit': { nl: 'Kies een vergunning', en: 'Choose a permit' },
  'staff.counter.plate_change': { nl: 'Kenteken wijzigen', en: 'Change the licence plate' },
  'staff.counter.new_plate': { nl: 'Nieuw kenteken {{number}}', en: 'New licence plate {{number}}' },
  'staff.counter.fee': { nl: 'Kosten van de wijziging: {{price}}', en: 'Cost of the change: {{price}}' },
  'staff.counter.submit_plate_change': {
    nl: 'Kenteken wijzigen namens de inwoner',
    en: 'Change the plate for the resident',
  },
  'staff.counter.plate_change_done': {
    nl: 'Kentekenwijziging {{id}} is aangevraagd ({{status}}). De inwoner krijgt hierover een e-mail.',
    en: 'Plate change {{id}} has been requested ({{status}}). The resident is e-mailed about it.',
  },
  'staff.counter.termination': { nl: 'Vergunning beëindigen', en: 'End the permit' },
  'staff.counter.planned_end': {
    nl: 'Er is al een einde ingepland: {{date}}.',
    en: 'An end is already planned: {{date}}.',
  },
  'staff.counter.termination_when': { nl: 'Wanneer?', en: 'When?' },
  'staff.counter.termination_planned': { nl: 'Op een latere dag', en: 'On a later day' },
  'staff.counter.termination_now': { nl: 'Nu', en: 'Now' },
  'staff.counter.last_day': { nl: 'Laatste geldige dag', en: 'Last valid day' },
  'staff.counter.refund_account_hint': {
    nl: 'Wordt er geld terugbetaald, dan is een rekening nodig: IBAN en tenaamstelling.',
    en: 'If money is refunded, an account is needed: IBAN and account holder.',
  },
  'staff.counter.iban': { nl: 'IBAN', en: 'IBAN' },
  'staff.counter.owner': { nl: 'Tenaamstelling', en: 'Account holder' },
  'staff.counter.submit_termination': { nl: 'Beëindigen namens de inwoner', en: 'End for the resident' },
  'staff.counter.terminated_now': {
    nl: 'De vergunning is beëindigd. Terug te betalen: {{refund}}. De inwoner krijgt hierover een e-mail.',
    en: 'The permit has ended. To be refunded: {{refund}}. The resident is e-mailed about it.',
  },
  'staff.counter.termination_planned_done': {
    nl: 'Het einde is ingepland op {{date}}. Terug te betalen: {{refund}}. De inwoner krijgt hierover een e-mail.',
    en: 'The end is planned on {{date}}. To be refunded: {{refund}}. The resident is e-mailed about it.',
  },
  'staff.counter.payment_link': { nl: 'Betaallink sturen', en: 'Send a payment link' },
  'staff.counter.payment_link_intro': {
    nl: 'De inwoner krijgt een e-mail met een betaallink voor alles wat nu in het winkelmandje betaald kan worden.',
    en: 'The resident is e-mailed a payment link for everything in their cart that can be paid now.',
  },
  'staff.counter.send_payment_link': { nl: 'Betaallink mailen', en: 'E-mail the payment link' },
  'staff.counter.payment_link_sent': {
    nl: 'Betaallink {{reference}} voor {{amount}} is naar de inwoner gemaild.',
    en: 'Payment link {{reference}} for {{amount}} has been e-mailed to the resident.',
  },
  'staff.counter.problem.identify_first': {
    nl: 'Leg eerst vast hoe u de inwoner heeft geïdentificeerd.',
    en: 'First record how you identified the resident.',
  },
  'staff.counter.problem.outside_area': {
    nl: 'Dit adres ligt niet in het gebied van dit product.',
    en: 'This address is not in the area of this product.',
  },
  'staff.counter.problem.nothing_to_pay': {
    nl: 'Er staat niets in het winkelmandje van de inwoner dat nu betaald kan worden.',
    en: 'Nothing in the resident’s cart can be paid now.',
  },
  'staff.counter.problem.required': { nl: 'Vul dit in.', en: 'Fill this in.' },
  'staff.counter.documents.section': { nl: 'Documenten aanvullen', en: 'Add documents' },
  'staff.counter.documents.no_requests': {
    nl: 'Er wacht geen aanvraag van deze inwoner op documenten.',
    en: 'No request of this resident is waiting for documents.',
  },
  'staff.counter.documents.request': { nl: 'Aanvraag', en: 'Request' },
  'staff.counter.documents.choose_request': { nl: 'Kies een aanvraag', en: 'Choose a request' },
  'staff.counter.documents.request_option': { nl: 'Aanvraag {{id}}: {{type}}', en: 'Request {{id}}: {{type}}' },
  'staff.counter.documents.request_new': { nl: 'Aanvraag {{id}} (zojuist gedaan)', en: 'Request {{id}} (just made)' },
  'staff.counter.documents.title': { nl: 'Documenten bij aanvraag {{id}}', en: 'Documents of request {{id}}' },
  'staff.counter.documents.intro': {
    nl: 'Scan de documenten die de inwoner meebrengt en upload ze hier. Ze worden op dezelfde manier gecontroleerd als een upload van de inwoner zelf.',
    en: 'Scan the documents the resident brings and upload them here. They are checked the same way as an upload by the resident.',
  },
  'staff.counter.documents.none_yet': { nl: 'nog niets geüpload', en: 'nothing uploaded yet' },
  'staff.counter.documents.for_plate': {
    nl: '{{name}} voor kenteken {{plate}}',
    en: '{{name}} for licence plate {{plate}}',
  },
  'staff.counter.documents.optional': { nl: '{{name}} (niet verplicht)', en: '{{name}} (not required)' },
  'staff.counter.documents.which': { nl: 'Welk document?', en: 'Which document?' },
  'staff.counter.documents.file': { nl: 'Scan van het document', en: 'Scan of the document' },
  'staff.counter.documents.file_for': { nl: 'Scan van: {{name}}', en: 'Scan of: {{name}}' },
  'staff.counter.documents.hint': {
    nl: 'PDF, JPEG, PNG, DOC of DOCX, maximaal {{max}} MB. Eén bestand tegelijk.',
    en: 'PDF, JPEG, PNG, DOC or DOCX, at most {{max}} MB. One file at a time.',
  },
  'staff.counter.documents.choose_file': { nl: 'Kies een bestand.', en: 'Choose a file.' },
  'staff.counter.documents.file_type_not_allowed': {
    nl: 'Dit soort bestand kan niet. Kies een PDF, JPEG, PNG, DOC of DOCX.',
    en: 'This kind of file is not allowed. Choose a PDF, JPEG, PNG, DOC or DOCX.',
  },
  'staff.counter.documents.file_too_large': {
    nl: 'Dit bestand is groter dan {{max}} MB.',
    en: 'This file is larger than {{max}} MB.',
  },
  'staff.counter.documents.upload': { nl: 'Scan uploaden', en: 'Upload the scan' },
  'staff.counter.documents.uploading': {
    nl: 'De scan wordt geüpload en gecontroleerd…',
    en: 'The scan is being uploaded and checked…',
  },
  'staff.counter.documents.uploaded': {
    nl: '{{filename}} is toegevoegd aan de aanvraag van de inwoner.',
    en: '{{filename}} has been added to the resident’s request.',
  },
  'staff.counter.documents.continue': {
    nl: 'Aanvraag verder sturen met deze documenten',
    en: 'Send the request on with these documents',
  },
  'staff.counter.documents.continued': {
    nl: 'Aanvraag {{id}} is verder gestuurd: {{status}}',
    en: 'Request {{id}} has been sent on: {{status}}',
  },
  'staff.audit.action.view-counter-request-documents': {
    nl: 'Documenten van een aanvraag bekeken aan de balie',
    en: 'Viewed the documents of a request at the counter',
  },
  'staff.audit.action.upload-document-for-resident': {
    nl: 'Document geüpload namens de inwoner',
    en: 'Uploaded a document for the resident',
  },
  'staff.audit.action.continue-request-for-resident': {
    nl: 'Aanvraag verder gestuurd namens de inwoner',
    en: 'Sent a request on for the resident',
  },
  'staff.audit.action.view-counter-permit': {
    nl: 'Vergunning bekeken om te wijzigen',
    en: 'Viewed a permit to change it',
  },
  'staff.audit.action.change-plates-for-resident': {
    nl: 'Kenteken gewijzigd namens de inwoner',
    en: 'Changed the plates for the resident',
  },
  'staff.audit.action.terminate-for-resident': {
    nl: 'Beëindigd namens de inwoner',
    en: 'Ended for the resident',
  },
  'staff.audit.action.identify-resident': { nl: 'Inwoner geïdentificeerd', en: 'Identified the resident' },
  'staff.audit.action.view-counter-products': {
    nl: 'Producten voor de inwoner bekeken',
    en: 'Viewed the products for the resident',
  },
  'staff.audit.action.view-counter-product': {
    nl: 'Aanvraaggegevens voor de inwoner bekeken',
    en: 'Viewed a product’s request details for the resident',
  },
  'staff.audit.action.request-for-resident': {
    nl: 'Aangevraagd namens de inwoner',
    en: 'Requested for the resident',
  },
  'staff.audit.action.send-payment-link-for-resident': {
    nl: 'Betaallink gestuurd namens de inwoner',
    en: 'Sent a payment link for the resident',
  },
});
