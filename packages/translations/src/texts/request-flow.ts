import { defineTexts } from '../define.js';

/** The request flow's stages, summary card and dialogs (lifecycle 2.3, 4.1, 8). */
export const requestFlow = defineTexts({
  'request_flow.title': { nl: 'Aanvragen', en: 'Request' },
  'request_flow.back': { nl: 'Terug naar Product aanvragen', en: 'Back to requestable products' },
  'request_flow.next': { nl: 'Volgende', en: 'Next' },
  'request_flow.prev': { nl: 'Vorige', en: 'Previous' },
  'request_flow.yes': { nl: 'Ja', en: 'Yes' },
  'request_flow.no': { nl: 'Nee', en: 'No' },
  'request_flow.busy': {
    nl: 'Even geduld, uw aanvraag wordt verwerkt…',
    en: 'Please wait, your request is being processed…',
  },

  // Opening the flow
  'request_flow.load_error.title': { nl: 'Het product kon niet worden geladen', en: 'The product could not be loaded' },
  'request_flow.load_error.text': {
    nl: 'De gegevens van dit product zijn op dit moment niet beschikbaar. Probeer het opnieuw.',
    en: 'The details of this product are not available at the moment. Please try again.',
  },
  'request_flow.load_error.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'request_flow.not_found': {
    nl: 'Dit product kunt u niet (meer) aanvragen. Kies een product in het overzicht.',
    en: 'This product cannot be requested (any more). Please choose a product from the overview.',
  },
  'request_flow.to_products': { nl: 'Naar Product aanvragen', en: 'To requestable products' },

  // The summary card
  'request_flow.summary.heading': { nl: 'Uw aanvraag', en: 'Your request' },
  'request_flow.summary.product': { nl: 'Product', en: 'Product' },
  'request_flow.summary.product_quantity': {
    nl: '{{quantity}} × {{description}}',
    en: '{{quantity}} × {{description}}',
  },
  'request_flow.summary.area': { nl: 'Gebied', en: 'Area' },
  'request_flow.summary.location': { nl: 'Locatie', en: 'Location' },
  'request_flow.summary.specific_location': { nl: 'Specifieke locatie', en: 'Specific location' },
  'request_flow.summary.valid_from': { nl: 'Geldig vanaf', en: 'Valid from' },
  'request_flow.summary.valid_until': { nl: 'Geldig tot en met', en: 'Valid until' },
  'request_flow.summary.valid_days': { nl: 'Geldige dagen', en: 'Valid days' },
  'request_flow.summary.price': { nl: 'Prijs', en: 'Price' },
  'request_flow.summary.price_days': {
    nl: '{{count}} dagen × {{price}} = {{total}}',
    en: '{{count}} days × {{price}} = {{total}}',
  },
  'request_flow.summary.documents': { nl: 'Documenten', en: 'Documents' },
  'request_flow.summary.no_document': { nl: 'Nog geen document', en: 'No document yet' },

  // The check stage (issue 16, beyond the specification): the answers before submitting, each with a change link
  'request_flow.check.title': { nl: 'Controleer uw aanvraag', en: 'Check your request' },
  'request_flow.check.intro': {
    nl: 'Kijk of alles klopt voordat u de aanvraag verstuurt. Met "Wijzigen" past u een antwoord aan en komt u hier terug.',
    en: 'Check that everything is right before you send the request. With "Change" you change an answer and come back here.',
  },
  'request_flow.check.send': { nl: 'Aanvraag versturen', en: 'Send request' },
  'request_flow.check.change': { nl: 'Wijzigen', en: 'Change' },
  'request_flow.check.address': { nl: 'Adres', en: 'Address' },
  'request_flow.check.plates': { nl: 'Kentekens', en: 'Licence plates' },
  'request_flow.check.no_plates': { nl: 'Geen kenteken', en: 'No licence plate' },

  // Days and periods
  'request_flow.day.MONDAY': { nl: 'maandag', en: 'Monday' },
  'request_flow.day.TUESDAY': { nl: 'dinsdag', en: 'Tuesday' },
  'request_flow.day.WEDNESDAY': { nl: 'woensdag', en: 'Wednesday' },
  'request_flow.day.THURSDAY': { nl: 'donderdag', en: 'Thursday' },
  'request_flow.day.FRIDAY': { nl: 'vrijdag', en: 'Friday' },
  'request_flow.day.SATURDAY': { nl: 'zaterdag', en: 'Saturday' },
  'request_flow.day.SUNDAY': { nl: 'zondag', en: 'Sunday' },
  'request_flow.period.D.one': { nl: 'dag', en: 'day' },
  'request_flow.period.D.other': { nl: 'dagen', en: 'days' },
  'request_flow.period.W.one': { nl: 'week', en: 'week' },
  'request_flow.period.W.other': { nl: 'weken', en: 'weeks' },
  'request_flow.period.M.one': { nl: 'maand', en: 'month' },
  'request_flow.period.M.other': { nl: 'maanden', en: 'months' },
  'request_flow.period.Y.one': { nl: 'jaar', en: 'year' },
  'request_flow.period.Y.other': { nl: 'jaar', en: 'years' },

  // 1. Start date
  'request_flow.start_date.title': { nl: 'Startdatum', en: 'Start date' },
  'request_flow.start_date.label': {
    nl: 'Vanaf welke datum wilt u het product?',
    en: 'From which date do you want the product?',
  },
  'request_flow.start_date.range': {
    nl: 'Kies een datum van {{min}} tot en met {{max}}.',
    en: 'Choose a date from {{min}} up to and including {{max}}.',
  },
  'request_flow.start_date.range_open': { nl: 'Kies een datum vanaf {{min}}.', en: 'Choose a date from {{min}}.' },
  'request_flow.start_date.required': { nl: 'Kies een startdatum.', en: 'Choose a start date.' },
  'request_flow.start_date.invalid': {
    nl: 'Deze datum kan niet. Kies een datum in de aangegeven periode.',
    en: 'This date is not possible. Choose a date within the period given.',
  },
  'request_flow.start_date.no_location': {
    nl: 'U kunt dit product niet aanvragen, omdat er geen parkeerlocaties beschikbaar zijn.',
    en: 'You cannot request this product as there are no parking locations available.',
  },
  'request_flow.no_price_lines': {
    nl: 'Voor deze startdatum is geen prijs bekend. Kies een andere startdatum of probeer het later opnieuw.',
    en: 'There is no price for this start date. Choose another start date or try again later.',
  },

  // 2. Address
  'request_flow.address.title': { nl: 'Adres', en: 'Address' },
  'request_flow.address.legend': {
    nl: 'Voor welk adres vraagt u dit product aan?',
    en: 'Which address do you request this product for?',
  },
  'request_flow.address.registered_only': {
    nl: 'U kunt dit product alleen aanvragen voor een adres waarop u staat ingeschreven: voor een inwoner het adres uit de Basisregistratie Personen, voor een bedrijf het adres van de vestiging waarvoor u bent ingelogd. Een ander adres kunt u daarom niet kiezen.',
    en: 'You can only request this product for an address where you are registered: for a resident the address in the population register, for a company the address of the branch you logged in for. That is why you cannot choose another address.',
  },
  'request_flow.address.none': {
    nl: 'U kunt dit product niet aanvragen, omdat er geen adres bekend is waarop u staat ingeschreven.',
    en: 'You cannot request this product as no address where you are registered is known.',
  },
  'request_flow.address.no_locations': {
    nl: 'U kunt dit product niet aanvragen, omdat er voor dit adres geen parkeerlocaties beschikbaar zijn.',
    en: 'You cannot request this product as there are no parking locations available for this address.',
  },
  'request_flow.address.unavailable': {
    nl: 'De parkeerlocatie bij dit adres is niet beschikbaar.',
    en: 'The parking location for this address is not available.',
  },

  // 3. Location choice
  'request_flow.location.title': { nl: 'Parkeerlocatie', en: 'Parking location' },
  'request_flow.location.legend': { nl: 'Kies een parkeerlocatie', en: 'Choose a parking location' },
  'request_flow.location.waiting_list': {
    nl: 'Geen plaats vrij: alleen via de wachtlijst',
    en: 'No place free: waiting list only',
  },
  'request_flow.location.not_available': { nl: 'Niet beschikbaar', en: 'Not available' },
  'request_flow.location.not_available_reason': { nl: 'Niet beschikbaar: {{reason}}', en: 'Not available: {{reason}}' },
  'request_flow.location.choose_other': {
    nl: 'Deze locatie is niet beschikbaar. Kies een andere locatie.',
    en: 'This location is not available. Please choose another location.',
  },
  'request_flow.location.none': {
    nl: 'Er zijn geen parkeerlocaties beschikbaar voor dit product.',
    en: 'There are no parking locations available for this product.',
  },
  'request_flow.join_waiting_list.title': { nl: 'Wachtlijst', en: 'Waiting list' },
  'request_flow.join_waiting_list.text': {
    nl: 'Op deze locatie is nu geen plaats vrij. Wilt u op de wachtlijst voor deze locatie worden geplaatst?',
    en: 'There is no place free at this location now. Do you want to be placed on the waiting list for this location?',
  },
  'request_flow.join_waiting_list.yes': { nl: 'Ja, op de wachtlijst', en: 'Yes, place me on the waiting list' },

  // 4. Specific location
  'request_flow.specific_location.title': { nl: 'Specifieke locatie', en: 'Specific location' },
  'request_flow.specific_location.label': { nl: 'Specifieke locatie', en: 'Specific location' },
  'request_flow.specific_location.hint': {
    nl: 'Bijvoorbeeld het nummer van uw parkeerplaats. Alleen letters, cijfers en spaties; hoogstens 32 tekens.',
    en: 'For example the number of your parking space. Letters, digits and spaces only; at most 32 characters.',
  },
  'request_flow.specific_location.empty': { nl: 'Dit veld mag niet leeg zijn.', en: 'This field can not be empty.' },
  'request_flow.specific_location.invalid': {
    nl: 'De locatie mag alleen letters, cijfers en spaties bevatten, en hoogstens 32 tekens.',
    en: 'The location must consist of letters, digits and spaces, at most 32 characters.',
  },

  // 5. Price line
  'request_flow.price_line.title': { nl: 'Periode', en: 'Period' },
  'request_flow.price_line.legend': { nl: 'Kies hoe u betaalt', en: 'Choose how you pay' },
  'request_flow.price_line.pay_per': { nl: 'Betalen per {{count}} {{period}}', en: 'Pay per {{count}} {{period}}' },
  'request_flow.price_line.price': { nl: 'Prijs: {{price}}', en: 'Price: {{price}}' },
  'request_flow.price_line.price_per_day': { nl: 'Prijs: {{price}} per dag', en: 'Price: {{price}} per day' },
  'request_flow.price_line.until': { nl: 'Geldig tot en met {{date}}', en: 'Valid until {{date}}' },
  'request_flow.price_line.required': { nl: 'Kies een periode.', en: 'Choose a period.' },

  // 6. Days of the week
  'request_flow.days.title': { nl: 'Dagen van de week', en: 'Days of the week' },
  'request_flow.days.legend': { nl: 'Op welke dagen wilt u parkeren?', en: 'On which days do you want to park?' },
  'request_flow.days.hint': { nl: 'Kies ten minste één dag.', en: 'Choose at least one day.' },
  'request_flow.days.total': {
    nl: 'Totaal: {{count}} × {{price}} = {{total}}',
    en: 'Total: {{count}} × {{price}} = {{total}}',
  },

  // 8. Document upload
  'request_flow.upload.title': { nl: 'Documenten', en: 'Documents' },
  'request_flow.upload.intro': {
    nl: 'Voor uw aanvraag zijn de volgende documenten nodig. Eerst die bij een kenteken, daarna de overige.',
    en: 'Your request needs the following documents: those for a licence plate first, then the others.',
  },
  'request_flow.upload.heading_plate': { nl: '{{document}} {{licenseplate}}', en: '{{document}} {{licenseplate}}' },
  'request_flow.upload.required': {
    nl: 'Verplicht: upload ten minste één document.',
    en: 'Required: upload at least one document.',
  },
  'request_flow.upload.optional': { nl: 'Niet verplicht.', en: 'Optional.' },
  'request_flow.upload.uploaded': { nl: 'Geüploade documenten', en: 'Uploaded documents' },
  'request_flow.upload.none_uploaded': { nl: 'Nog geen document geüpload.', en: 'No document uploaded yet.' },
  'request_flow.upload.rejected': { nl: '{{file}} (afgewezen)', en: '{{file}} (rejected)' },
  'request_flow.upload.rejected_notice': {
    nl: 'Een document is afgewezen. Upload een nieuw document.',
    en: 'A document has been rejected. Please upload a new document.',
  },
  'request_flow.upload.next_hint': {
    nl: 'U kunt verder zodra elk verplicht document is geüpload.',
    en: 'You can continue once every required document has been uploaded.',
  },
  'request_flow.cancel_request': { nl: 'Aanvraag annuleren', en: 'Cancel request' },

  // 9. Confirmation
  'request_flow.confirmation.title': { nl: 'Bevestigen', en: 'Confirmation' },
  'request_flow.confirmation.question': { nl: 'Is de aanvraag juist?', en: 'Is the request correct?' },
  'request_flow.confirmation.declaration': {
    nl: 'Door te bevestigen verklaart u dat u deze aanvraag naar waarheid heeft ingevuld.',
    en: 'By confirming you declare that you have filled in this request truthfully.',
  },
  'request_flow.confirmation.not_correct': {
    nl: 'Is de aanvraag niet juist? Ga dan terug om uw keuzes aan te passen, of annuleer de aanvraag.',
    en: 'Is the request not correct? Then go back to change your choices, or cancel the request.',
  },
  'request_flow.confirmation.confirm': { nl: 'Bevestigen', en: 'Confirm' },

  // 10. Finish
  'request_flow.finish.title': { nl: 'Aanvraag ontvangen', en: 'Request received' },
  'request_flow.finish.payment': {
    nl: 'De factuur staat in uw winkelwagen. Na betaling is uw product actief.',
    en: 'The invoice is in your shopping cart. Once paid, your product is active.',
  },
  'request_flow.finish.approval': {
    nl: 'Uw aanvraag is verwerkt, maar nog niet actief: de gemeente beoordeelt eerst uw documenten.',
    en: 'Your request has been processed but is not active yet: the municipality first checks your documents.',
  },
  'request_flow.finish.active': { nl: 'Uw product is actief.', en: 'Your product is active.' },
  'request_flow.finish.active_from': {
    nl: 'Uw product is actief vanaf {{date}}.',
    en: 'Your product is active from {{date}}.',
  },
  'request_flow.finish.done': { nl: 'Uw aanvraag is verwerkt.', en: 'Your request has been processed.' },
  'request_flow.finish.to_cart': { nl: 'Naar de winkelwagen', en: 'To the shopping cart' },

  // Dialogs (lifecycle 4.1)
  'request_flow.max_check_failed.title': { nl: 'Nog niet aan te vragen', en: 'Not yet requestable' },
  'request_flow.max_check_failed.text': {
    nl: 'U kunt dit product op dit moment niet aanvragen.',
    en: 'You cannot request this product at this moment.',
  },
  'request_flow.max_check_failed_wl.title': { nl: 'Wachtlijst', en: 'Waiting list' },
  'request_flow.max_check_failed_wl.text': {
    nl: 'Wilt u op de wachtlijst voor dit product worden geplaatst?',
    en: 'Do you want to be placed on the waitinglist for this product?',
  },
  'request_flow.cancelled.title': { nl: 'Aanvraag geannuleerd', en: 'Request cancelled' },
  'request_flow.cancelled.text': { nl: 'Uw aanvraag is geannuleerd.', en: 'Your request has been cancelled.' },
  'request_flow.unexpected.title': { nl: 'Status van uw aanvraag', en: 'Status of your request' },
  'request_flow.unexpected.text': {
    nl: 'Uw aanvraag staat bij uw lopende aanvragen. Daar kunt u hem verder afronden.',
    en: 'Your request is among your pending requests. You can complete it there.',
  },
  'request_flow.unexpected.ok': { nl: 'Naar lopende aanvragen', en: 'To pending requests' },
  'request_flow.confirm_prev.title': { nl: 'Teruggaan?', en: 'Go back?' },
  'request_flow.confirm_prev.text': {
    nl: 'Als u teruggaat, wordt deze aanvraag geannuleerd. Daarna kunt u uw keuzes aanpassen en opnieuw aanvragen.',
    en: 'If you go back, this request is cancelled. You can then change your choices and request again.',
  },
  'request_flow.confirm_prev.yes': { nl: 'Ja, teruggaan', en: 'Yes, go back' },
  'request_flow.confirm_prev.no': { nl: 'Nee, hier blijven', en: 'No, stay here' },
  'request_flow.confirm_cancel.title': { nl: 'Aanvraag annuleren?', en: 'Cancel the request?' },
  'request_flow.confirm_cancel.text': {
    nl: 'Weet u zeker dat u deze aanvraag wilt annuleren?',
    en: 'Are you sure you want to cancel this request?',
  },
  'request_flow.confirm_cancel.yes': { nl: 'Ja, annuleren', en: 'Yes, cancel' },
  'request_flow.confirm_cancel.no': { nl: 'Nee, doorgaan', en: 'No, continue' },
  'request_flow.leave.title': { nl: 'Pagina verlaten?', en: 'Leave the page?' },
  'request_flow.leave.text': {
    nl: 'Als u de pagina verlaat, worden de gegevens niet bewaard. Wilt u de pagina verlaten?',
    en: "If you leave the page the data won't be saved. Do you want to leave the page?",
  },
  'request_flow.leave.yes': { nl: 'Ja, verlaten', en: 'Yes, leave' },
  'request_flow.leave.no': { nl: 'Nee, blijven', en: 'No, stay' },
});
