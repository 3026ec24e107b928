import { defineTexts } from '../define.js';

/**
 * Document upload, the cameras and the document viewer (lifecycle 2.5, 2.8, 8). The type and size
 * refusals are the contract's validation texts (`validation.file_type_not_allowed`,
 * `validation.file_too_large`). A municipality may add an instruction per document type as
 * `documents.instruction.{DOC_TYPE_CODE}` in its translations; without one the general instruction
 * below is shown.
 */
export const documents = defineTexts({
  'documents.heading_with_plate': {
    nl: '{{description}} voor kenteken {{plate}}',
    en: '{{description}} for licence plate {{plate}}',
  },
  'documents.instruction.required': {
    nl: 'Upload minstens één bestand. Maximaal aantal bestanden: {{max}}.',
    en: 'Upload at least one file. Maximum number of files: {{max}}.',
  },
  'documents.instruction.optional': {
    nl: 'Dit document is niet verplicht. Maximaal aantal bestanden: {{max}}.',
    en: 'This document is optional. Maximum number of files: {{max}}.',
  },
  'documents.template': {
    nl: 'Download het voorbeeld: {{filename}}',
    en: 'Download the template: {{filename}}',
  },
  'documents.files.label': { nl: 'Geüploade bestanden', en: 'Uploaded files' },
  'documents.files.none': { nl: 'Er is nog geen bestand geüpload.', en: 'No file has been uploaded yet.' },
  'documents.file.view': { nl: '{{filename}} bekijken', en: 'View {{filename}}' },
  'documents.file.download': { nl: '{{filename}} downloaden', en: 'Download {{filename}}' },
  'documents.file.delete': { nl: 'Verwijderen', en: 'Delete' },
  'documents.file.delete_named': { nl: '{{filename}} verwijderen', en: 'Delete {{filename}}' },
  'documents.file.rejected': { nl: 'Afgekeurd', en: 'Rejected' },
  'documents.file.rejected_reason': { nl: 'Reden: {{reason}}', en: 'Reason: {{reason}}' },
  'documents.delete.title': { nl: 'Bestand verwijderen', en: 'Delete file' },
  'documents.delete.text': {
    nl: 'Weet u zeker dat u {{filename}} wilt verwijderen?',
    en: 'Are you sure you want to delete {{filename}}?',
  },
  'documents.delete.confirm': { nl: 'Ja, verwijderen', en: 'Yes, delete' },
  'documents.deleted': { nl: '{{filename}} is verwijderd.', en: '{{filename}} has been deleted.' },

  'documents.upload.choose': { nl: 'Kies een bestand', en: 'Choose a file' },
  'documents.upload.hint': {
    nl: 'PDF, JPEG, PNG, DOC of DOCX, maximaal {{max}} MB. Eén bestand tegelijk.',
    en: 'PDF, JPEG, PNG, DOC or DOCX, at most {{max}} MB. One file at a time.',
  },
  'documents.upload.camera': { nl: 'Foto maken', en: 'Take a photo' },
  'documents.upload.camera_unavailable': {
    nl: 'De camera is niet beschikbaar. U kunt wel een bestand kiezen.',
    en: 'The camera is not available. You can still choose a file.',
  },
  'documents.upload.busy': { nl: '{{filename}} wordt geüpload…', en: 'Uploading {{filename}}…' },
  'documents.upload.done': { nl: '{{filename}} is geüpload.', en: '{{filename}} has been uploaded.' },
  'documents.upload.failed': {
    nl: 'Het uploaden van het document is mislukt. Probeer het opnieuw.',
    en: 'Document upload failed. Please try again.',
  },
  'documents.upload.one_file': { nl: 'Kies één bestand tegelijk.', en: 'Choose one file at a time.' },
  'documents.upload.no_file': { nl: 'Er is geen bestand gekozen.', en: 'No file was chosen.' },
  'documents.upload.max_reached': {
    nl: 'U heeft het maximum aantal bestanden ({{max}}) geüpload. Verwijder een bestand om een ander te uploaden.',
    en: 'You have uploaded the maximum number of files ({{max}}). Delete a file to upload another one.',
  },

  'documents.camera.title': { nl: 'Foto van het document maken', en: 'Take a photo of the document' },
  'documents.camera.video': { nl: 'Camerabeeld', en: 'Camera image' },
  'documents.camera.starting': { nl: 'De camera wordt gestart…', en: 'Starting the camera…' },
  'documents.camera.live': {
    nl: 'De camera staat aan. Houd het document in beeld en kies Foto nemen.',
    en: 'The camera is on. Hold the document in view and choose Capture.',
  },
  'documents.camera.capture': { nl: 'Foto nemen', en: 'Capture' },
  'documents.camera.retake': { nl: 'Opnieuw', en: 'Retake' },
  'documents.camera.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'documents.camera.preview': { nl: 'De gemaakte foto', en: 'The photo you took' },
  'documents.camera.captured': {
    nl: 'Foto gemaakt. Kies OK om hem te gebruiken of Opnieuw om een nieuwe te maken.',
    en: 'Photo taken. Choose OK to use it or Retake to take another one.',
  },
  'documents.camera.unavailable': {
    nl: 'De camera kan niet worden gebruikt. Sluit dit venster en kies een bestand.',
    en: 'The camera cannot be used. Close this window and choose a file instead.',
  },

  'documents.start_camera.title': { nl: 'Document fotograferen', en: 'Photograph document' },
  'documents.start_camera.no_request': {
    nl: 'Er is geen document om te fotograferen. Ga terug naar waar u was.',
    en: 'There is no document to photograph. Go back to where you were.',
  },
  'documents.start_camera.back': { nl: 'Terug', en: 'Go back' },
  'documents.start_camera.unavailable': {
    nl: 'De camera kan niet worden gebruikt. Ga terug en kies een bestand.',
    en: 'The camera cannot be used. Go back and choose a file instead.',
  },

  'documents.viewer.title': { nl: 'Document', en: 'Document' },
  'documents.viewer.loading': { nl: 'Het document wordt geladen…', en: 'Loading the document…' },
  'documents.viewer.download': { nl: 'Downloaden', en: 'Download' },
  'documents.viewer.pdf_title': { nl: 'PDF-document {{filename}}', en: 'PDF document {{filename}}' },
  'documents.viewer.pdf_fallback': {
    nl: 'Uw browser kan deze PDF hier niet tonen. Download het bestand om het te openen.',
    en: 'Your browser cannot show this PDF here. Download the file to open it.',
  },
  'documents.viewer.docx_note': {
    nl: 'Een Word-document kan een browser niet tonen. Download het bestand om het te openen.',
    en: 'Browsers cannot show a Word document. Download the file to open it.',
  },
  'documents.viewer.failed': {
    nl: 'Het document kan niet worden geladen.',
    en: 'The document could not be loaded.',
  },
});
