import { defineTexts } from '../define.js';

/** The back office's catalogue and prices (issue 28, decision 038): versions, diff, restore, price changes, the file. */
export const staffCatalogue = defineTexts({
  'staff.nav.catalogue': { nl: 'Catalogus en prijzen', en: 'Catalogue and prices' },
  'staff.catalogue.intro': {
    nl: 'Elke opgeslagen wijziging wordt een nieuwe versie. U kunt de verschillen bekijken en een eerdere versie terugzetten.',
    en: 'Every saved change becomes a new version. You can view the differences and restore an earlier version.',
  },
  'staff.catalogue.version': { nl: 'Huidige versie: {{number}}', en: 'Current version: {{number}}' },
  'staff.catalogue.no_version': {
    nl: 'Er is nog geen versie opgeslagen op dit scherm.',
    en: 'No version has been saved on this screen yet.',
  },
  'staff.catalogue.changed_outside': {
    nl: 'De catalogus is buiten dit scherm gewijzigd (een ingelezen bestand). Bij de volgende wijziging wordt die stand eerst als versie bewaard.',
    en: 'The catalogue was changed outside this screen (an imported file). The next change first keeps that state as a version.',
  },
  'staff.catalogue.prices': { nl: 'Prijzen', en: 'Prices' },
  'staff.catalogue.permit_type': { nl: '{{name}} ({{code}})', en: '{{name}} ({{code}})' },
  'staff.catalogue.line.position': { nl: 'Regel', en: 'Line' },
  'staff.catalogue.line.period': { nl: 'Periode', en: 'Period' },
  'staff.catalogue.line.price': { nl: 'Prijs', en: 'Price' },
  'staff.catalogue.line.valid': { nl: 'Geldt voor startdatums', en: 'Applies to start dates' },
  'staff.catalogue.line.actions': { nl: 'Acties', en: 'Actions' },
  'staff.catalogue.line.always': { nl: 'altijd', en: 'always' },
  'staff.catalogue.line.from': { nl: 'vanaf {{from}}', en: 'from {{from}}' },
  'staff.catalogue.line.until': { nl: 'tot en met {{until}}', en: 'up to and including {{until}}' },
  'staff.catalogue.line.between': { nl: '{{from}} tot en met {{until}}', en: '{{from}} up to and including {{until}}' },
  'staff.catalogue.period.M': { nl: '{{count}} maand(en)', en: '{{count}} month(s)' },
  'staff.catalogue.period.W': { nl: '{{count}} week/weken', en: '{{count}} week(s)' },
  'staff.catalogue.period.D': { nl: '{{count}} dag(en)', en: '{{count}} day(s)' },
  'staff.catalogue.period.Y': { nl: '{{count}} jaar', en: '{{count}} year(s)' },
  'staff.catalogue.period.fixed_end': { nl: 'tot {{date}}', en: 'until {{date}}' },
  'staff.catalogue.plan': {
    nl: 'Prijswijziging plannen voor {{code}} regel {{position}}',
    en: 'Plan a price change for {{code}} line {{position}}',
  },
  'staff.catalogue.change.title': {
    nl: 'Prijswijziging voor {{code}} regel {{position}}',
    en: 'Price change for {{code}} line {{position}}',
  },
  'staff.catalogue.change.price': { nl: 'Nieuwe prijs in euro', en: 'New price in euros' },
  'staff.catalogue.change.price_hint': { nl: 'Bijvoorbeeld 12,50', en: 'For example 12.50' },
  'staff.catalogue.change.price_invalid': {
    nl: 'Vul een bedrag in, zoals 12,50.',
    en: 'Enter an amount, such as 12.50.',
  },
  'staff.catalogue.change.from': { nl: 'Geldt voor startdatums vanaf', en: 'Applies to start dates from' },
  'staff.catalogue.change.summary': { nl: 'Reden van de wijziging', en: 'Reason for the change' },
  'staff.catalogue.change.preview': { nl: 'Gevolgen bekijken', en: 'View the effects' },
  'staff.catalogue.change.save': { nl: 'Prijswijziging opslaan', en: 'Save the price change' },
  'staff.catalogue.change.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'staff.catalogue.preview.title': { nl: 'Gevolgen van de wijziging', en: 'Effects of the change' },
  'staff.catalogue.preview.prices': {
    nl: 'De prijs gaat van {{old}} naar {{new}} voor vergunningen die op of na {{date}} beginnen.',
    en: 'The price goes from {{old}} to {{new}} for permits starting on or after {{date}}.',
  },
  'staff.catalogue.preview.permits': {
    nl: 'Huidige vergunningen die het raakt: {{count}}',
    en: 'Current permits it affects: {{count}}',
  },
  'staff.catalogue.preview.renewals': {
    nl: 'Openstaande verlengingen die het raakt: {{count}}',
    en: 'Pending renewals it affects: {{count}}',
  },
  'staff.catalogue.preview.revenue': {
    nl: 'Verschil in opbrengst per jaar: {{amount}}',
    en: 'Difference in revenue per year: {{amount}}',
  },
  'staff.catalogue.saved': { nl: 'Opgeslagen als versie {{number}}.', en: 'Saved as version {{number}}.' },
  'staff.catalogue.versions': { nl: 'Versies', en: 'Versions' },
  'staff.catalogue.versions.number': { nl: 'Versie', en: 'Version' },
  'staff.catalogue.versions.when': { nl: 'Opgeslagen', en: 'Saved' },
  'staff.catalogue.versions.by': { nl: 'Door', en: 'By' },
  'staff.catalogue.versions.summary': { nl: 'Reden', en: 'Reason' },
  'staff.catalogue.versions.outside': {
    nl: 'Stand van vóór de wijziging (buiten dit scherm ingelezen)',
    en: 'State before the change (imported outside this screen)',
  },
  'staff.catalogue.versions.portal': { nl: 'Het portaal', en: 'The portal' },
  'staff.catalogue.versions.diff': { nl: 'Verschillen van versie {{number}}', en: 'Differences of version {{number}}' },
  'staff.catalogue.versions.restore': { nl: 'Versie {{number}} terugzetten', en: 'Restore version {{number}}' },
  'staff.catalogue.versions.restore_confirm': {
    nl: 'Weet u zeker dat u versie {{number}} wilt terugzetten? Dat wordt een nieuwe versie.',
    en: 'Are you sure you want to restore version {{number}}? That becomes a new version.',
  },
  'staff.catalogue.versions.restore_summary': { nl: 'Versie {{number}} teruggezet', en: 'Version {{number}} restored' },
  'staff.catalogue.versions.restore_yes': { nl: 'Ja, terugzetten', en: 'Yes, restore' },
  'staff.catalogue.diff.title': { nl: 'Verschillen van versie {{number}}', en: 'Differences of version {{number}}' },
  'staff.catalogue.diff.none': {
    nl: 'Geen verschillen met de versie ervoor.',
    en: 'No differences from the version before.',
  },
  'staff.catalogue.diff.where': { nl: 'Waar', en: 'Where' },
  'staff.catalogue.diff.kind': { nl: 'Wijziging', en: 'Change' },
  'staff.catalogue.diff.before': { nl: 'Was', en: 'Was' },
  'staff.catalogue.diff.after': { nl: 'Wordt', en: 'Becomes' },
  'staff.catalogue.diff.added': { nl: 'toegevoegd', en: 'added' },
  'staff.catalogue.diff.removed': { nl: 'verwijderd', en: 'removed' },
  'staff.catalogue.diff.changed': { nl: 'gewijzigd', en: 'changed' },
  'staff.catalogue.edit': { nl: 'Catalogus bewerken', en: 'Edit the catalogue' },
  'staff.catalogue.edit.intro': {
    nl: 'Wijzig wat nodig is en sla alles in één keer op als nieuwe versie. Het wordt gecontroleerd zoals het catalogusbestand.',
    en: 'Change what is needed and save it all at once as a new version. It is checked as the catalogue file is.',
  },
  'staff.catalogue.edit.permit_types': { nl: 'Vergunningtypen', en: 'Permit types' },
  'staff.catalogue.edit.permit_type': { nl: 'Vergunningtype {{code}}', en: 'Permit type {{code}}' },
  'staff.catalogue.edit.description_nl': { nl: 'Omschrijving (Nederlands)', en: 'Description (Dutch)' },
  'staff.catalogue.edit.description_en': { nl: 'Omschrijving (Engels)', en: 'Description (English)' },
  'staff.catalogue.edit.empty_is_none': { nl: 'Leeg: geen', en: 'Empty: none' },
  'staff.catalogue.edit.cards': { nl: 'Kaartnummers', en: 'Card numbers' },
  'staff.catalogue.edit.cards_prefix': { nl: 'Voorvoegsel', en: 'Prefix' },
  'staff.catalogue.edit.cards_from': { nl: 'Eerste nummer', en: 'First number' },
  'staff.catalogue.edit.cards_to': { nl: 'Laatste nummer', en: 'Last number' },
  'staff.catalogue.edit.price_line': { nl: 'Prijsregel {{position}}', en: 'Price line {{position}}' },
  'staff.catalogue.edit.period_type': { nl: 'Soort periode', en: 'Kind of period' },
  'staff.catalogue.edit.period_type.M': { nl: 'Maand', en: 'Month' },
  'staff.catalogue.edit.period_type.W': { nl: 'Week', en: 'Week' },
  'staff.catalogue.edit.period_type.D': { nl: 'Dag', en: 'Day' },
  'staff.catalogue.edit.period_type.Y': { nl: 'Jaar', en: 'Year' },
  'staff.catalogue.edit.period_count': { nl: 'Aantal perioden', en: 'Number of periods' },
  'staff.catalogue.edit.permit_end_date': { nl: 'Vaste einddatum (niet verplicht)', en: 'Fixed end date (optional)' },
  'staff.catalogue.edit.valid_from': {
    nl: 'Geldt voor startdatums vanaf (niet verplicht)',
    en: 'Applies to start dates from (optional)',
  },
  'staff.catalogue.edit.valid_until': {
    nl: 'Geldt voor startdatums tot en met (niet verplicht)',
    en: 'Applies to start dates up to and including (optional)',
  },
  'staff.catalogue.edit.remove_line': {
    nl: 'Prijsregel {{position}} van {{code}} verwijderen',
    en: 'Remove price line {{position}} of {{code}}',
  },
  'staff.catalogue.edit.add_line': { nl: 'Prijsregel toevoegen aan {{code}}', en: 'Add a price line to {{code}}' },
  'staff.catalogue.edit.document': { nl: 'Document {{code}}', en: 'Document {{code}}' },
  'staff.catalogue.edit.scope': { nl: 'Gevraagd', en: 'Asked' },
  'staff.catalogue.edit.scope.ADDITIONAL': { nl: 'Eén keer per aanvraag', en: 'Once per request' },
  'staff.catalogue.edit.scope.PLATE': { nl: 'Per kenteken', en: 'Per licence plate' },
  'staff.catalogue.edit.scope.LEASE_PLATE': {
    nl: 'Per kenteken niet op eigen naam',
    en: 'Per licence plate not in the own name',
  },
  'staff.catalogue.edit.max_documents': { nl: 'Hoogstens bestanden', en: 'At most files' },
  'staff.catalogue.edit.products': { nl: 'Producten en locaties', en: 'Products and locations' },
  'staff.catalogue.edit.products_open': {
    nl: 'Producten, hun locaties en capaciteit',
    en: 'Products, their locations and capacity',
  },
  'staff.catalogue.edit.no_locations': { nl: 'Geen locaties.', en: 'No locations.' },
  'staff.catalogue.edit.location': { nl: 'Locatie {{code}}', en: 'Location {{code}}' },
  'staff.catalogue.edit.code': { nl: 'Code (hoofdletters en cijfers)', en: 'Code (capitals and digits)' },
  'staff.catalogue.edit.add_location': { nl: 'Locatie toevoegen aan {{product}}', en: 'Add a location to {{product}}' },
  'staff.catalogue.edit.capacity': { nl: 'Capaciteit van {{code}}', en: 'Capacity of {{code}}' },
  'staff.catalogue.edit.areas': { nl: 'Gebieden', en: 'Areas' },
  'staff.catalogue.edit.areas_open': { nl: 'Gebieden en hun postcodes', en: 'Areas and their postcodes' },
  'staff.catalogue.edit.area': { nl: 'Gebied {{code}}', en: 'Area {{code}}' },
  'staff.catalogue.edit.postcodes': { nl: 'Postcodes (vier cijfers)', en: 'Postcodes (four digits)' },
  'staff.catalogue.edit.postcodes_hint': { nl: 'Gescheiden door komma’s', en: 'Separated by commas' },
  'staff.catalogue.edit.summary_required': { nl: 'Vul de reden in.', en: 'Enter the reason.' },
  'staff.catalogue.edit.save': { nl: 'Opslaan als nieuwe versie', en: 'Save as a new version' },
  'staff.catalogue.file': { nl: 'Catalogusbestand', en: 'Catalogue file' },
  'staff.catalogue.file.intro': {
    nl: 'Hetzelfde bestand als dat van de beheertool: download het, pas het aan en lees het weer in. Het wordt op dezelfde manier gecontroleerd.',
    en: "The same file as the operator tool's: download it, change it and import it again. It is checked in the same way.",
  },
  'staff.catalogue.file.download': { nl: 'Catalogusbestand downloaden', en: 'Download the catalogue file' },
  'staff.catalogue.file.choose': {
    nl: 'Catalogusbestand om in te lezen (JSON)',
    en: 'Catalogue file to import (JSON)',
  },
  'staff.catalogue.file.summary': { nl: 'Reden van het inlezen', en: 'Reason for the import' },
  'staff.catalogue.file.import': { nl: 'Bestand inlezen', en: 'Import the file' },
  'staff.catalogue.file.not_json': {
    nl: 'Dit bestand is geen JSON. Kies een catalogusbestand.',
    en: 'This file is not JSON. Choose a catalogue file.',
  },
  'staff.catalogue.problems': { nl: 'Dit is niet opgeslagen:', en: 'This was not saved:' },
  'staff.catalogue.problem.invalid': {
    nl: 'Het catalogusbestand klopt niet; er is niets gewijzigd.',
    en: 'The catalogue file is not valid; nothing changed.',
  },
  'staff.catalogue.problem.refused': {
    nl: 'Dit kan niet: er verwijzen nog aanvragen, vergunningen of wachtlijstplaatsen naar wat u weglaat. Er is niets gewijzigd.',
    en: 'This cannot be done: requests, permits or waiting-list places still refer to what you leave out. Nothing changed.',
  },
  'staff.catalogue.problem.stale': {
    nl: 'De catalogus is intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
    en: 'The catalogue has changed in the meantime. Reload the page and try again.',
  },
  'staff.catalogue.problem.unchanged': {
    nl: 'Dit verandert niets aan de catalogus; er is geen versie opgeslagen.',
    en: 'This changes nothing in the catalogue; no version was saved.',
  },
  'staff.catalogue.problem.not_found': { nl: 'Deze versie bestaat niet.', en: 'This version does not exist.' },
  'staff.catalogue.problem.unknown_permit_type': {
    nl: 'Dit vergunningtype bestaat niet.',
    en: 'This permit type does not exist.',
  },
  'staff.catalogue.problem.unknown_price_line': {
    nl: 'Deze prijsregel bestaat niet.',
    en: 'This price line does not exist.',
  },
  'staff.catalogue.problem.date_not_after_today': {
    nl: 'Kies een datum na vandaag.',
    en: 'Choose a date after today.',
  },
  'staff.catalogue.problem.date_outside_line': {
    nl: 'Kies een datum in de periode waarin deze prijsregel geldt (na de eerste dag).',
    en: 'Choose a date within the period this price line applies to (after its first day).',
  },
  'staff.catalogue.problem.same_price': {
    nl: 'Dit is al de prijs van deze regel.',
    en: 'This is already the price of this line.',
  },
  'staff.catalogue.problem.in_use': {
    nl: 'Dit kan niet weg: het is nog in gebruik. Er is niets gewijzigd.',
    en: 'This cannot be removed: it is still in use. Nothing changed.',
  },
  'staff.catalogue.in_use.sentence': {
    nl: '{{what}} {{name}} is nog in gebruik ({{counts}}); laat het staan.',
    en: '{{what}} {{name}} is still in use ({{counts}}); keep it.',
  },
  'staff.catalogue.in_use.other': {
    nl: '{{what}} {{name}} is nog in gebruik (er verwijzen geüploade documenten of andere gegevens naar); laat het staan.',
    en: '{{what}} {{name}} is still in use (uploaded documents or other data refer to it); keep it.',
  },
  'staff.catalogue.in_use.requests': { nl: 'aanvragen: {{count}}', en: 'requests: {{count}}' },
  'staff.catalogue.in_use.waiting_list_entries': {
    nl: 'wachtlijstinschrijvingen: {{count}}',
    en: 'waiting-list entries: {{count}}',
  },
  'staff.catalogue.in_use.permits': { nl: 'vergunningen: {{count}}', en: 'permits: {{count}}' },
  'staff.catalogue.in_use.in': { nl: 'in', en: 'in' },
  'staff.catalogue.in_use.of': { nl: 'van', en: 'of' },
  'staff.catalogue.in_use.item.product': { nl: 'Product', en: 'Product' },
  'staff.catalogue.in_use.item.location': { nl: 'Locatie', en: 'Location' },
  'staff.catalogue.in_use.item.price_line': { nl: 'Prijsregel', en: 'Price line' },
  'staff.catalogue.in_use.item.document': { nl: 'Documenteis', en: 'Document requirement' },
  'staff.catalogue.in_use.item.permit_type': { nl: 'Vergunningtype', en: 'Permit type' },
  'staff.catalogue.in_use.item.category': { nl: 'Categorie', en: 'Category' },
  'staff.catalogue.in_use.item.area': { nl: 'Gebied', en: 'Area' },
  'staff.catalogue.edit.field.minStartOffsetDays': {
    nl: 'Vroegste startdatum: dagen na vandaag',
    en: 'Earliest start date: days after today',
  },
  'staff.catalogue.edit.field.maxStartOffsetDays': {
    nl: 'Laatste startdatum: dagen na vandaag',
    en: 'Latest start date: days after today',
  },
  'staff.catalogue.edit.field.maxPerRelation': {
    nl: 'Hoogstens per inwoner of bedrijf',
    en: 'At most per resident or company',
  },
  'staff.catalogue.edit.field.maxPerAddress': {
    nl: 'Hoogstens per adres',
    en: 'At most per address',
  },
  'staff.catalogue.edit.field.ftePerPermit': {
    nl: 'Bedrijven: één per zoveel fte',
    en: 'Companies: one per so many FTE',
  },
  'staff.catalogue.edit.field.minPlates': {
    nl: 'Minste aantal kentekens',
    en: 'Fewest licence plates',
  },
  'staff.catalogue.edit.field.maxPlates': {
    nl: 'Meeste aantal kentekens',
    en: 'Most licence plates',
  },
  'staff.catalogue.edit.field.staffel': {
    nl: 'Aantal (staffel)',
    en: 'Quantity (staffel)',
  },
  'staff.catalogue.edit.field.prolongationOfferDays': {
    nl: 'Verlenging aanbieden: dagen vóór het einde',
    en: 'Offer the renewal: days before the end',
  },
  'staff.catalogue.edit.field.relationTypes': {
    nl: 'Voor wie',
    en: 'For whom',
  },
  'staff.catalogue.edit.field.locationByAddress': {
    nl: 'Aanvraag vraagt een adres in het gebied',
    en: 'The request asks for an address in the area',
  },
  'staff.catalogue.edit.field.needSpecificLocation': {
    nl: 'Aanvraag vraagt een specifieke plek',
    en: 'The request asks for a specific place',
  },
  'staff.catalogue.edit.field.waitingList': {
    nl: 'Wachtlijst als een locatie vol is',
    en: 'Waiting list when a location is full',
  },
  'staff.catalogue.edit.field.permitPlus': {
    nl: 'Vergunning plus (parkeerapp)',
    en: 'Permit plus (parking app)',
  },
  'staff.catalogue.edit.field.confirmationRequired': {
    nl: 'Inwoner bevestigt de aanvraag',
    en: 'The resident confirms the request',
  },
  'staff.catalogue.edit.field.registerBrand': {
    nl: 'Merk vragen bij elk kenteken',
    en: 'Ask the make with each plate',
  },
  'staff.catalogue.edit.field.registerColour': {
    nl: 'Kleur vragen bij elk kenteken',
    en: 'Ask the colour with each plate',
  },
  'staff.catalogue.edit.field.leaseAllowed': {
    nl: 'Kenteken niet op eigen naam toegestaan (lease)',
    en: 'A plate not in the own name is allowed (lease)',
  },
  'staff.catalogue.edit.field.terminable': {
    nl: 'Inwoner kan de vergunning beëindigen',
    en: 'The resident can end the permit',
  },
  'staff.catalogue.edit.field.futureTermination': {
    nl: 'Inwoner kan een latere einddatum kiezen',
    en: 'The resident can choose a later end date',
  },
  'staff.catalogue.edit.field.refundRule': {
    nl: 'Terugbetaling bij beëindigen',
    en: 'Refund on ending',
  },
  'staff.catalogue.edit.field.plateChangeCostCents': {
    nl: 'Kosten kentekenwijziging (euro)',
    en: 'Fee for a plate change (euro)',
  },
  'staff.catalogue.edit.field.validFromTime': {
    nl: 'Begintijd op de eerste dag (niet verplicht)',
    en: 'Start time on the first day (optional)',
  },
  'staff.catalogue.edit.field.validToTime': {
    nl: 'Eindtijd op de laatste dag (niet verplicht)',
    en: 'End time on the last day (optional)',
  },
  'staff.catalogue.edit.relation_types.P': {
    nl: 'Inwoners',
    en: 'Residents',
  },
  'staff.catalogue.edit.relation_types.C': {
    nl: 'Bedrijven',
    en: 'Companies',
  },
  'staff.catalogue.edit.relation_types.PC': {
    nl: 'Inwoners en bedrijven',
    en: 'Residents and companies',
  },
  'staff.catalogue.edit.refund_rule.NONE': {
    nl: 'Niets terug',
    en: 'Nothing back',
  },
  'staff.catalogue.edit.refund_rule.UNUSED_MONTHS': {
    nl: 'Hele ongebruikte maanden',
    en: 'Whole unused months',
  },
  'staff.catalogue.edit.refund_rule.UNUSED_DAYS': {
    nl: 'Ongebruikte dagen',
    en: 'Unused days',
  },
  'staff.catalogue.edit.time_hint': {
    nl: 'Leeg: hele dagen',
    en: 'Empty: whole days',
  },
  'staff.catalogue.edit.plates_hint': {
    nl: '0 tot en met 5',
    en: '0 to 5',
  },
  'staff.catalogue.edit.group.texts': {
    nl: 'Teksten voor inwoners',
    en: 'Texts for residents',
  },
  'staff.catalogue.edit.group.who': {
    nl: 'Voor wie en hoeveel',
    en: 'For whom and how many',
  },
  'staff.catalogue.edit.group.request': {
    nl: 'De aanvraag',
    en: 'The request',
  },
  'staff.catalogue.edit.group.ending': {
    nl: 'Beëindigen, terugbetalen en verlengen',
    en: 'Ending, refunds and renewal',
  },
  'staff.catalogue.edit.long_description_nl': {
    nl: 'Uitleg (Nederlands)',
    en: 'Explanation (Dutch)',
  },
  'staff.catalogue.edit.long_description_en': {
    nl: 'Uitleg (Engels)',
    en: 'Explanation (English)',
  },
  'staff.catalogue.edit.additional_info_nl': {
    nl: 'Meer informatie (Nederlands, niet verplicht)',
    en: 'More information (Dutch, optional)',
  },
  'staff.catalogue.edit.additional_info_en': {
    nl: 'Meer informatie (Engels, niet verplicht)',
    en: 'More information (English, optional)',
  },
  'staff.catalogue.edit.line_staffel': {
    nl: 'Aantal dat de regel prijst (staffel)',
    en: 'Quantity the line prices (staffel)',
  },
  'staff.catalogue.edit.day_selection': {
    nl: 'Inwoner kiest dagen (prijs per dag)',
    en: 'The resident picks days (price per day)',
  },
  'staff.catalogue.edit.allowed_days': {
    nl: 'Dagen om uit te kiezen',
    en: 'Days to pick from',
  },
  'staff.catalogue.edit.day.MONDAY': {
    nl: 'maandag',
    en: 'Monday',
  },
  'staff.catalogue.edit.day.TUESDAY': {
    nl: 'dinsdag',
    en: 'Tuesday',
  },
  'staff.catalogue.edit.day.WEDNESDAY': {
    nl: 'woensdag',
    en: 'Wednesday',
  },
  'staff.catalogue.edit.day.THURSDAY': {
    nl: 'donderdag',
    en: 'Thursday',
  },
  'staff.catalogue.edit.day.FRIDAY': {
    nl: 'vrijdag',
    en: 'Friday',
  },
  'staff.catalogue.edit.day.SATURDAY': {
    nl: 'zaterdag',
    en: 'Saturday',
  },
  'staff.catalogue.edit.day.SUNDAY': {
    nl: 'zondag',
    en: 'Sunday',
  },
  'staff.catalogue.edit.instruction_nl': {
    nl: 'Instructie (Nederlands)',
    en: 'Instruction (Dutch)',
  },
  'staff.catalogue.edit.instruction_en': {
    nl: 'Instructie (Engels)',
    en: 'Instruction (English)',
  },
  'staff.catalogue.edit.min_status_level': {
    nl: 'Nodig om verder te gaan',
    en: 'Needed to go on',
  },
  'staff.catalogue.edit.min_status_level.1': {
    nl: 'Geüpload',
    en: 'Uploaded',
  },
  'staff.catalogue.edit.min_status_level.2': {
    nl: 'Goedgekeurd door de gemeente',
    en: 'Accepted by the municipality',
  },
  'staff.catalogue.edit.template_current': {
    nl: 'Formulier om te downloaden: {{name}}',
    en: 'Form to download: {{name}}',
  },
  'staff.catalogue.edit.template_none': {
    nl: 'Geen formulier om te downloaden.',
    en: 'No form to download.',
  },
  'staff.catalogue.edit.template_choose': {
    nl: 'Formulier voor {{code}} kiezen (niet verplicht)',
    en: 'Choose a form for {{code}} (optional)',
  },
  'staff.catalogue.edit.template_hint': {
    nl: 'PDF, PNG, JPEG, DOC of DOCX, hoogstens 3 MB',
    en: 'PDF, PNG, JPEG, DOC or DOCX, at most 3 MB',
  },
  'staff.catalogue.edit.template_too_large': {
    nl: 'Dit bestand is groter dan 3 MB.',
    en: 'This file is larger than 3 MB.',
  },
  'staff.catalogue.edit.template_remove': {
    nl: 'Formulier van {{code}} verwijderen',
    en: 'Remove the form of {{code}}',
  },
  'staff.catalogue.edit.remove_document': {
    nl: 'Document {{code}} van {{type}} verwijderen',
    en: 'Remove document {{code}} of {{type}}',
  },
  'staff.catalogue.edit.add_document_legend': {
    nl: 'Document vragen bij {{code}}',
    en: 'Ask a document with {{code}}',
  },
  'staff.catalogue.edit.add_document': {
    nl: 'Document toevoegen aan {{code}}',
    en: 'Add a document to {{code}}',
  },
  'staff.catalogue.edit.code_invalid': {
    nl: 'Een code is 1 tot 40 hoofdletters, cijfers, "_" of "-".',
    en: 'A code is 1 to 40 capitals, digits, "_" or "-".',
  },
  'staff.catalogue.edit.code_taken': {
    nl: '{{code}} bestaat al.',
    en: '{{code}} already exists.',
  },
  'staff.catalogue.edit.added': {
    nl: '{{what}} is toegevoegd aan het concept. Sla op om het te bewaren.',
    en: '{{what}} was added to the draft. Save to keep it.',
  },
  'staff.catalogue.edit.removed': {
    nl: '{{what}} is uit het concept gehaald. Sla op om het te bewaren.',
    en: '{{what}} was taken out of the draft. Save to keep it.',
  },
  'staff.catalogue.edit.removed_area': {
    nl: 'Gebied {{code}} en zijn producten zijn uit het concept gehaald. Sla op om het te bewaren.',
    en: 'Area {{code}} and its products were taken out of the draft. Save to keep it.',
  },
  'staff.catalogue.edit.product': {
    nl: 'Product {{product}}',
    en: 'Product {{product}}',
  },
  'staff.catalogue.edit.product_permit_type': {
    nl: 'Vergunningtype',
    en: 'Permit type',
  },
  'staff.catalogue.edit.product_area': {
    nl: 'Gebied',
    en: 'Area',
  },
  'staff.catalogue.edit.product_category': {
    nl: 'Categorie',
    en: 'Category',
  },
  'staff.catalogue.edit.product_taken': {
    nl: 'Product {{product}} bestaat al.',
    en: 'Product {{product}} already exists.',
  },
  'staff.catalogue.edit.add_product_legend': {
    nl: 'Nieuw product',
    en: 'New product',
  },
  'staff.catalogue.edit.add_product': {
    nl: 'Product toevoegen',
    en: 'Add the product',
  },
  'staff.catalogue.edit.remove_product': {
    nl: 'Product {{product}} verwijderen',
    en: 'Remove product {{product}}',
  },
  'staff.catalogue.edit.remove_location': {
    nl: 'Locatie {{code}} van {{product}} verwijderen',
    en: 'Remove location {{code}} of {{product}}',
  },
  'staff.catalogue.edit.add_area_legend': {
    nl: 'Nieuw gebied',
    en: 'New area',
  },
  'staff.catalogue.edit.add_area': {
    nl: 'Gebied toevoegen',
    en: 'Add the area',
  },
  'staff.catalogue.edit.remove_area': {
    nl: 'Gebied {{code}} verwijderen (met zijn producten)',
    en: 'Remove area {{code}} (with its products)',
  },
  'staff.catalogue.edit.categories': {
    nl: 'Categorieën',
    en: 'Categories',
  },
  'staff.catalogue.edit.categories_open': {
    nl: 'Categorieën van het aanvraagscherm',
    en: 'Categories of the request screen',
  },
  'staff.catalogue.edit.category': {
    nl: 'Categorie {{code}}',
    en: 'Category {{code}}',
  },
  'staff.catalogue.edit.name_nl': {
    nl: 'Naam (Nederlands)',
    en: 'Name (Dutch)',
  },
  'staff.catalogue.edit.name_en': {
    nl: 'Naam (Engels)',
    en: 'Name (English)',
  },
  'staff.catalogue.edit.add_category_legend': {
    nl: 'Nieuwe categorie',
    en: 'New category',
  },
  'staff.catalogue.edit.add_category': {
    nl: 'Categorie toevoegen',
    en: 'Add the category',
  },
  'staff.catalogue.edit.add_category_hint': {
    nl: 'Vul daarna de naam en omschrijving in.',
    en: 'Then fill in its name and description.',
  },
  'staff.catalogue.edit.remove_category': {
    nl: 'Categorie {{code}} verwijderen',
    en: 'Remove category {{code}}',
  },
  'staff.catalogue.file.limit': {
    nl: 'Een bestand van hoogstens {{size}} (met de formulieren erin).',
    en: 'A file of at most {{size}} (with its forms in it).',
  },
  'staff.catalogue.file.too_large': {
    nl: 'Dit bestand is groter dan {{size}} en kan hier niet worden ingelezen.',
    en: 'This file is larger than {{size}} and cannot be imported here.',
  },
});
