import { defineTexts } from '../define.js';

/**
 * What the server says about documents (lifecycle 2.5, 4.9, 5, 8; DECISIONS 1): why an upload or a
 * deletion was refused (`failure.<CODE>`, contract status-codes.ts), the status of a reviewed
 * document, and the e-mail a resident gets when an employee's review changes the request's status.
 */
export const documentsServer = defineTexts({
  'failure.UPLOAD_FILE_TYPE': {
    nl: 'Toegestane bestandsformaten zijn PDF, JPEG, PNG, DOC of DOCX.',
    en: 'Allowed file formats are PDF, JPEG, PNG, DOC or DOCX.',
  },
  'failure.UPLOAD_FILE_DAMAGED': {
    nl: 'Dit bestand kan niet worden gelezen: het is beschadigd of onvolledig. Er is niets opgeslagen. Kies een ander bestand of maak het opnieuw.',
    en: 'This file cannot be read: it is damaged or incomplete. Nothing has been saved. Choose another file or create it again.',
  },
  'failure.UPLOAD_FILE_ACTIVE_CONTENT': {
    nl: 'Dit bestand bevat actieve inhoud (zoals scripts, macro’s, automatische acties, ingesloten bestanden of webpagina-code) en is daarom niet opgeslagen. Sla het op of druk het af als gewone PDF, afbeelding of Word-document zonder macro’s en upload het opnieuw.',
    en: 'This file contains active content (such as scripts, macros, automatic actions, embedded files or web page code) and has not been saved. Save or print it as a plain PDF, image or Word document without macros and upload it again.',
  },
  'failure.UPLOAD_FILE_EXPANDS': {
    nl: 'Dit Word-document pakt uit tot meer dan {{max}} MB of bestaat uit meer dan {{entries}} delen. Er is niets opgeslagen. Sla het op als PDF en upload dat bestand.',
    en: 'This Word document unpacks to more than {{max}} MB or consists of more than {{entries}} parts. Nothing has been saved. Save it as a PDF and upload that file.',
  },
  'failure.UPLOAD_FILE_MALWARE': {
    nl: 'In dit bestand is een virus of andere schadelijke inhoud gevonden. Er is niets opgeslagen. Controleer uw computer en upload een schoon bestand.',
    en: 'A virus or other malicious content was found in this file. Nothing has been saved. Check your computer and upload a clean file.',
  },
  'failure.UPLOAD_SCAN_UNAVAILABLE': {
    nl: 'Dit bestand kan nu niet op virussen worden gecontroleerd. Er is niets opgeslagen. Probeer het later nog eens.',
    en: 'This file cannot be checked for viruses right now. Nothing has been saved. Please try again later.',
  },
  'failure.UPLOAD_FILE_EMPTY': {
    nl: 'Dit bestand is leeg. Er is niets opgeslagen. Kies een ander bestand.',
    en: 'This file is empty. Nothing has been saved. Choose another file.',
  },
  'failure.UPLOAD_FILE_TOO_LARGE': {
    nl: 'Dit bestand is te groot. Upload een bestand van maximaal {{max}} MB.',
    en: 'This file is too large. Upload a file of {{max}}Mb maximum.',
  },
  'failure.UPLOAD_DECLARED_TYPE': {
    nl: 'Het soort bestand past niet bij de inhoud (bijvoorbeeld een afbeelding die als PDF wordt aangeboden). Er is niets opgeslagen. Sla het bestand opnieuw op in een toegestaan formaat: PDF, JPEG, PNG, DOC of DOCX.',
    en: 'The type of the file does not match its content (for example an image offered as a PDF). Nothing has been saved. Save the file again in an allowed format: PDF, JPEG, PNG, DOC or DOCX.',
  },
  'failure.UPLOAD_TOO_MANY': {
    nl: 'U heeft voor dit document al het maximale aantal bestanden geüpload. Verwijder eerst een bestand als u een ander wilt uploaden.',
    en: 'You have already uploaded the maximum number of files for this document. Delete a file first if you want to upload another one.',
  },
  'failure.UPLOAD_REQUIREMENT': {
    nl: 'Dit document hoort niet bij deze aanvraag of dit kenteken. Er is niets opgeslagen. Open de aanvraag opnieuw en probeer het nog eens.',
    en: 'This document does not belong to this request or licence plate. Nothing has been saved. Open the request again and try once more.',
  },
  'failure.DOCUMENT_STAGE': {
    nl: 'Bij deze aanvraag kunt u nu geen documenten uploaden of verwijderen: de aanvraag wacht niet (meer) op documenten. Bekijk uw lopende aanvragen.',
    en: 'You cannot upload or delete documents for this request now: it is not (or no longer) waiting for documents. Please see your pending requests.',
  },
  'failure.DOCUMENT_REVIEWED': {
    nl: 'Dit document is al beoordeeld door de gemeente en kan niet meer worden verwijderd.',
    en: 'This document has already been reviewed by the municipality and can no longer be deleted.',
  },

  'document.deleted': { nl: 'Het document is verwijderd.', en: 'The document has been deleted.' },
  'document.status.UPLOADED': { nl: 'Wacht op beoordeling', en: 'Awaiting review' },
  'document.status.ACCEPTED': { nl: 'Goedgekeurd', en: 'Approved' },
  'document.status.REJECTED': { nl: 'Afgekeurd', en: 'Rejected' },

  'mail.request_status_changed.subject': {
    nl: 'Uw aanvraag {{request}}: {{status}}',
    en: 'Your request {{request}}: {{status}}',
  },
  'mail.request_status_changed.body': {
    nl: 'De gemeente heeft de documenten bij uw aanvraag {{request}} ({{product}}) beoordeeld. De aanvraag heeft nu de status: {{status}}.\n\n{{details}}\n\nUw lopende aanvragen: {{link}}',
    en: 'The municipality has reviewed the documents of your request {{request}} ({{product}}). The request now has the status: {{status}}.\n\n{{details}}\n\nYour pending requests: {{link}}',
  },
  'mail.request_status_changed.reason': {
    nl: 'Reden: {{reason}}',
    en: 'Reason: {{reason}}',
  },
  'mail.request_status_changed.next.DOCS_ACCEPTED': {
    nl: 'Log in op het parkeerloket en open de aanvraag bij Lopende aanvragen om haar af te ronden.',
    en: 'Log in to the parking counter and open the request under Pending requests to complete it.',
  },
  'mail.request_status_changed.next.AWAIT_CONFIRMATION': {
    nl: 'Wat moet u doen? Log in op het parkeerloket en bevestig de aanvraag bij Lopende aanvragen.',
    en: 'What do you need to do? Log in to the parking counter and confirm the request under Pending requests.',
  },
  'mail.request_status_changed.next.AWAIT_PAYMENT': {
    nl: 'Wat moet u doen? Log in op het parkeerloket en betaal de aanvraag via de winkelwagen. Na de betaling is uw vergunning geldig.',
    en: 'What do you need to do? Log in to the parking counter and pay for the request in the shopping cart. Your permit is valid once it is paid.',
  },
  'mail.request_status_changed.next.PERMIT_CREATED': {
    nl: 'U hoeft niets meer te doen: uw vergunning is verleend. U vindt haar in het parkeerloket bij Huidige producten.',
    en: 'You do not need to do anything else: your permit has been issued. You can find it in the parking counter under My products.',
  },
  'mail.request_status_changed.next.DOCS_REJECTED': {
    nl: 'Uw aanvraag is afgewezen en wordt niet verder behandeld. Heeft u vragen, neem dan contact op met de gemeente: {{contact}}',
    en: 'Your request has been rejected and will not be processed further. If you have any questions, please contact the municipality: {{contact}}',
  },
  'mail.request_status_changed.next.DOCS_REJECTED_UPLOAD': {
    nl: 'Wat moet u doen? Eén of meer documenten zijn afgekeurd. Log in op het parkeerloket, open de aanvraag bij Lopende aanvragen, upload een nieuw document in plaats van het afgekeurde en ga verder.',
    en: 'What do you need to do? One or more documents have been rejected. Log in to the parking counter, open the request under Pending requests, upload a new document in place of the rejected one and continue.',
  },
});
