import { defineTexts } from '../define.js';

/**
 * The catalogue file validator's problems (packages/contract catalogue-file.ts, decision 047), one per problem code:
 * the back office shows them in the user's language at their field and in the staff API's 400; the operator tool
 * prints the English ones. A key in the file (validFrom, daySelection) is named as the file names it.
 */
export const staffCatalogueCheck = defineTexts({
  'staff.catalogue.check.code_type': { nl: 'Een code is tekst.', en: 'a code is text' },
  'staff.catalogue.check.code_format': {
    nl: 'Een code is 1 tot 40 hoofdletters, cijfers, "_" of "-", bijvoorbeeld "BEWONER".',
    en: 'a code is 1 to 40 capital letters, digits, "_" or "-", e.g. "BEWONER"',
  },
  'staff.catalogue.check.expected_text': { nl: 'Vul hier tekst in.', en: 'expected text' },
  'staff.catalogue.check.required': { nl: 'Dit mag niet leeg zijn.', en: 'must not be empty' },
  'staff.catalogue.check.too_long': {
    nl: 'Hoogstens {{max}} tekens.',
    en: 'at most {{max}} characters',
  },
  'staff.catalogue.check.control_characters': {
    nl: 'Bevat stuurtekens; laat die weg.',
    en: 'contains control characters',
  },
  'staff.catalogue.check.localized_type': {
    nl: 'Verwacht een Nederlandse en een Engelse tekst: {"nl": "...", "en": "..."}.',
    en: 'expected {"nl": "...", "en": "..."}',
  },
  'staff.catalogue.check.whole_number': { nl: 'Vul een heel getal in.', en: 'expected a whole number' },
  'staff.catalogue.check.price_cents': {
    nl: 'Vul een bedrag in hele centen in (12,50 euro is 1250).',
    en: 'expected a price in whole cents (12.50 euro is 1250)',
  },
  'staff.catalogue.check.too_small': { nl: 'Moet {{min}} of meer zijn.', en: 'must be {{min}} or more' },
  'staff.catalogue.check.too_large': { nl: 'Hoogstens {{max}}.', en: 'at most {{max}}' },
  'staff.catalogue.check.date_type': {
    nl: 'Vul een datum in als JJJJ-MM-DD.',
    en: 'expected a date YYYY-MM-DD',
  },
  'staff.catalogue.check.not_calendar_date': {
    nl: 'Deze datum bestaat niet.',
    en: 'not a calendar date',
  },
  'staff.catalogue.check.file_name_type': { nl: 'Vul een bestandsnaam in.', en: 'expected a file name' },
  'staff.catalogue.check.file_name_folder': {
    nl: 'Alleen een bestandsnaam, zonder map (de map hoort in "path").',
    en: 'a file name, without folders (put the folder in "path")',
  },
  'staff.catalogue.check.content_type': {
    nl: 'Kies een van: {{options}}.',
    en: 'one of {{options}}',
  },
  'staff.catalogue.check.file_path_type': { nl: 'Vul een bestandspad in.', en: 'expected a file path' },
  'staff.catalogue.check.base64_type': { nl: 'Verwacht base64-tekst.', en: 'expected base64 text' },
  'staff.catalogue.check.not_base64': { nl: 'Dit is geen base64-tekst.', en: 'not base64 text' },
  'staff.catalogue.check.template_source': {
    nl: 'Geef het bestand óf als "path" óf als "base64".',
    en: 'give the file either as "path" or as "base64"',
  },
  'staff.catalogue.check.template_content_type': {
    nl: 'Geef "contentType", of een bestandsnaam die eindigt op {{extensions}}.',
    en: 'give "contentType", or a file name ending in {{extensions}}',
  },
  'staff.catalogue.check.period_type': {
    nl: 'De periode is M (maand), W (week), D (dag) of Y (jaar).',
    en: 'the period type is M (month), W (week), D (day) or Y (year)',
  },
  'staff.catalogue.check.boolean': { nl: 'Verwacht ja of nee (true of false).', en: 'expected true or false' },
  'staff.catalogue.check.day': { nl: 'Een dag is een van: {{options}}.', en: 'a day is one of {{options}}' },
  'staff.catalogue.check.valid_until_before_from': {
    nl: 'De laatste startdatum mag niet vóór de eerste liggen.',
    en: 'must not be before validFrom',
  },
  'staff.catalogue.check.days_required': {
    nl: 'Met dagen om uit te kiezen: kies de dagen die mogen.',
    en: 'with daySelection, list the days allowed',
  },
  'staff.catalogue.check.days_without_selection': {
    nl: 'Dagen kunnen alleen gekozen worden als dagen kiezen aan staat ("daySelection": true).',
    en: 'days are allowed only with "daySelection": true',
  },
  'staff.catalogue.check.day_twice': { nl: 'Een dag staat er twee keer in.', en: 'a day is listed twice' },
  'staff.catalogue.check.document_scope': {
    nl: 'Het bereik is ADDITIONAL (eenmaal per aanvraag), PLATE (per kenteken) of LEASE_PLATE (per kenteken niet op eigen naam).',
    en: 'the scope is ADDITIONAL (once per request), PLATE (per plate) or LEASE_PLATE (per plate not in the own name)',
  },
  'staff.catalogue.check.time_type': { nl: 'Vul een tijd in als UU:mm.', en: 'expected a time HH:mm' },
  'staff.catalogue.check.time_format': {
    nl: 'Een tijd van de dag als UU:mm, bijvoorbeeld 09:00.',
    en: 'a time of day as HH:mm, e.g. 09:00',
  },
  'staff.catalogue.check.relation_types': {
    nl: 'Voor wie is "P" (personen), "C" (bedrijven) of "P,C".',
    en: 'relationTypes is "P" (persons), "C" (companies) or "P,C"',
  },
  'staff.catalogue.check.refund_rule': {
    nl: 'De terugbetaling is NONE, UNUSED_MONTHS (hele ongebruikte maanden) of UNUSED_DAYS (ongebruikte dagen).',
    en: 'refundRule is NONE, UNUSED_MONTHS (whole unused months) or UNUSED_DAYS',
  },
  'staff.catalogue.check.card_prefix': {
    nl: 'Hoofdletters en cijfers, hoogstens 8.',
    en: 'capital letters and digits, at most 8',
  },
  'staff.catalogue.check.card_range': {
    nl: 'Het laatste kaartnummer mag niet lager zijn dan het eerste.',
    en: 'to must not be below from',
  },
  'staff.catalogue.check.price_lines_required': {
    nl: 'Minstens één prijsregel (een gratis product heeft er één met prijs 0).',
    en: 'at least one price line (a free product has one with priceCents 0)',
  },
  'staff.catalogue.check.max_plates_below_min': {
    nl: 'Het meeste aantal kentekens mag niet lager zijn dan het minste.',
    en: 'must not be below minPlates',
  },
  'staff.catalogue.check.max_offset_below_min': {
    nl: 'De laatste startdatum mag niet vóór de vroegste liggen.',
    en: 'must not be below minStartOffsetDays',
  },
  'staff.catalogue.check.listed_twice': { nl: '{{value}} staat er twee keer in.', en: '{{value}} is listed twice' },
  'staff.catalogue.check.price_line_position_twice': {
    nl: 'Een tweede prijsregel op positie {{position}}.',
    en: 'a second price line at position {{position}}',
  },
  'staff.catalogue.check.npr_id_type': { nl: 'Een NPR-id is tekst.', en: 'an NPR id is text' },
  'staff.catalogue.check.npr_id_format': {
    nl: 'Een NPR-id is 1 tot 40 letters, cijfers, "_", "." of "-", bijvoorbeeld "363".',
    en: 'an NPR id is 1 to 40 letters, digits, "_", "." or "-", e.g. "363"',
  },
  'staff.catalogue.check.postcode_type': { nl: 'Vul een postcode in.', en: 'expected a postcode' },
  'staff.catalogue.check.postcode_format': {
    nl: 'Een postcode is hier alleen de vier cijfers, bijvoorbeeld "1234".',
    en: 'a postcode here is its four digits, e.g. "1234"',
  },
  'staff.catalogue.check.format': { nl: 'Het formaat is "{{format}}".', en: 'the format is "{{format}}"' },
  'staff.catalogue.check.unknown_permit_type': {
    nl: 'Er is geen vergunningtype {{code}}.',
    en: 'no permit type {{code}} in permitTypes',
  },
  'staff.catalogue.check.unknown_area': { nl: 'Er is geen gebied {{code}}.', en: 'no area {{code}} in areas' },
  'staff.catalogue.check.unknown_category': {
    nl: 'Er is geen categorie {{code}}.',
    en: 'no category {{code}} in categories',
  },
  'staff.catalogue.check.locations_required': {
    nl: 'Een product dat een adres in het gebied vraagt, heeft minstens één locatie nodig.',
    en: 'a product located by address needs at least one location',
  },
  'staff.catalogue.check.unknown_keys': {
    nl: 'Onbekende sleutel(s) in het bestand: {{keys}}.',
    en: 'unknown key(s): {{keys}}',
  },
  'staff.catalogue.check.expected_list': { nl: 'Verwacht een lijst [...].', en: 'expected a list [...]' },
  'staff.catalogue.check.expected_object': { nl: 'Verwacht een object {...}.', en: 'expected an object {...}' },
  'staff.catalogue.check.invalid': { nl: 'Deze waarde is hier niet geldig.', en: 'not a valid value here' },
});
