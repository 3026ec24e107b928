import { defineTexts } from '../define.js';

/**
 * The licence plate manager and its dialog (lifecycle 2.4, 5, 8, 9). The empty and duplicate messages
 * are the validation codes' own texts (errors.ts: validation.required, validation.license_plate_duplicate).
 */
export const licensePlates = defineTexts({
  'license_plates.heading': { nl: 'Kentekens', en: 'Licence plates' },

  // The instruction, chosen by the product's minimum and maximum (license-plate-rules.ts instructionText).
  'license_plates.instruction.none': {
    nl: 'Voor dit product is geen kenteken nodig.',
    en: 'No licence plate is needed for this product.',
  },
  'license_plates.instruction.one': {
    nl: 'Vul het kenteken van uw voertuig in.',
    en: 'Enter the licence plate of your vehicle.',
  },
  'license_plates.instruction.exactly': {
    nl: 'Vul de kentekens van uw {{number}} voertuigen in.',
    en: 'Enter the licence plates of your {{number}} vehicles.',
  },
  'license_plates.instruction.optional_one': {
    nl: 'U mag één kenteken invullen.',
    en: 'You may enter one licence plate.',
  },
  'license_plates.instruction.up_to': {
    nl: 'U mag maximaal {{max}} kentekens invullen.',
    en: 'You may enter up to {{max}} licence plates.',
  },
  'license_plates.instruction.range': {
    nl: 'Vul minimaal {{min}} en maximaal {{max}} kentekens in.',
    en: 'Enter at least {{min}} and at most {{max}} licence plates.',
  },

  'license_plates.none_entered': {
    nl: 'U heeft nog geen kenteken ingevuld.',
    en: 'You have not entered a licence plate yet.',
  },

  // The add button, by the plate it adds (lifecycle 2.4, 9: first to fifth).
  'license_plates.add.1': { nl: 'Voeg het eerste kenteken toe', en: 'Add the first licence plate' },
  'license_plates.add.2': { nl: 'Voeg het tweede kenteken toe', en: 'Add the second licence plate' },
  'license_plates.add.3': { nl: 'Voeg het derde kenteken toe', en: 'Add the third licence plate' },
  'license_plates.add.4': { nl: 'Voeg het vierde kenteken toe', en: 'Add the fourth licence plate' },
  'license_plates.add.5': { nl: 'Voeg het vijfde kenteken toe', en: 'Add the fifth licence plate' },

  // A listed plate. The buttons' names carry the plate, so each is unique on the page.
  'license_plates.edit': { nl: 'Wijzigen', en: 'Edit' },
  'license_plates.edit_plate': { nl: 'Wijzigen {{licenseplate}}', en: 'Edit {{licenseplate}}' },
  'license_plates.delete': { nl: 'Verwijderen', en: 'Delete' },
  'license_plates.delete_plate': { nl: 'Verwijderen {{licenseplate}}', en: 'Delete {{licenseplate}}' },
  'license_plates.delete_confirm.title': { nl: 'Kenteken verwijderen', en: 'Delete licence plate' },
  'license_plates.delete_confirm.text': { nl: '{{licenseplate}} verwijderen?', en: 'Delete {{licenseplate}}?' },
  'license_plates.brand': { nl: 'Merk', en: 'Brand' },
  'license_plates.colour': { nl: 'Kleur', en: 'Colour' },
  'license_plates.detail': { nl: '{{label}}: {{value}}', en: '{{label}}: {{value}}' },
  'license_plates.proof_note': {
    nl: 'Dit voertuig staat niet op uw naam: er wordt om een bewijsstuk gevraagd.',
    en: 'This vehicle is not in your name: a proof document will be asked.',
  },

  // The confirm question (confirmLicensePlates); its wording differs when the maximum is reached.
  'license_plates.question.none': {
    nl: 'Wilt u doorgaan zonder kenteken?',
    en: 'Do you want to continue without a licence plate?',
  },
  'license_plates.question.one': {
    nl: 'Is dit het enige kenteken dat u wilt registreren?',
    en: 'Is this the only licence plate you want to register?',
  },
  'license_plates.question.all': {
    nl: 'Zijn dit alle kentekens die u wilt registreren?',
    en: 'Are these all the licence plates you want to register?',
  },
  'license_plates.question.maximum_one': {
    nl: 'Is dit kenteken juist?',
    en: 'Is this licence plate correct?',
  },
  'license_plates.question.maximum': {
    nl: 'U heeft het maximale aantal kentekens ingevuld. Zijn deze juist?',
    en: 'You have entered the maximum number of licence plates. Are these correct?',
  },

  // The add/edit dialog.
  'license_plates.dialog.title.add': { nl: 'Kenteken toevoegen', en: 'Add licence plate' },
  'license_plates.dialog.title.edit': { nl: 'Kenteken wijzigen', en: 'Edit licence plate' },
  'license_plates.dialog.plate': { nl: 'Kenteken', en: 'Licence plate' },
  'license_plates.dialog.plate_hint.dutch': {
    nl: 'Alleen letters en cijfers, zonder streepjes. Een Nederlands kenteken heeft 6 tekens.',
    en: 'Letters and digits only, without dashes. A Dutch licence plate has 6 characters.',
  },
  'license_plates.dialog.plate_hint.foreign': {
    nl: 'Alleen letters en cijfers, zonder streepjes. Een buitenlands kenteken heeft maximaal 10 tekens.',
    en: 'Letters and digits only, without dashes. A foreign licence plate has at most 10 characters.',
  },
  'license_plates.dialog.dutch': { nl: 'Is het een Nederlands kenteken?', en: 'Is it a Dutch licence plate?' },
  'license_plates.dialog.check_hint': {
    nl: 'Een Nederlands kenteken wordt gecontroleerd bij de RDW.',
    en: 'A Dutch licence plate is checked with the national vehicle registry (RDW).',
  },
  'license_plates.dialog.optional': { nl: 'Niet verplicht.', en: 'Optional.' },
  'license_plates.dialog.checking': {
    nl: 'Het kenteken wordt gecontroleerd…',
    en: 'Checking the licence plate…',
  },

  // Validation (lifecycle 5, 8). The Dutch message under the key the specification names.
  'auth.permit.license_plate_nl_too_short.text': {
    nl: 'Een Nederlands kenteken is 6 tekens lang.',
    en: 'A Dutch licence plate is 6 characters in length.',
  },
  'license_plates.validation.foreign_too_long': {
    nl: 'Een buitenlands kenteken heeft maximaal {{max}} tekens.',
    en: 'A foreign licence plate has at most {{max}} characters.',
  },
  'request_flow.label.rdw_check_failure.text': {
    nl: 'Het kenteken kan op dit moment niet worden gecontroleerd. Probeer het later opnieuw...',
    en: 'The licence plate cannot be checked at this time. Please try again later...',
  },

  // What just happened, said in a polite status.
  'license_plates.status.added': {
    nl: 'Kenteken {{licenseplate}} is toegevoegd.',
    en: 'Licence plate {{licenseplate}} added.',
  },
  'license_plates.status.added_proof': {
    nl: 'Kenteken {{licenseplate}} is toegevoegd. Het voertuig staat niet op uw naam: er wordt om een bewijsstuk gevraagd.',
    en: 'Licence plate {{licenseplate}} added. The vehicle is not in your name: a proof document will be asked.',
  },
  'license_plates.status.changed': {
    nl: 'Kenteken {{licenseplate}} is gewijzigd.',
    en: 'Licence plate {{licenseplate}} changed.',
  },
  'license_plates.status.changed_proof': {
    nl: 'Kenteken {{licenseplate}} is gewijzigd. Het voertuig staat niet op uw naam: er wordt om een bewijsstuk gevraagd.',
    en: 'Licence plate {{licenseplate}} changed. The vehicle is not in your name: a proof document will be asked.',
  },
  'license_plates.status.deleted': {
    nl: 'Kenteken {{licenseplate}} is verwijderd.',
    en: 'Licence plate {{licenseplate}} deleted.',
  },
});
