import { defineTexts } from '../define.js';

/**
 * The profile's screens (core 2.13–2.16): /user, the IBAN editor, the FTE dialog, the address
 * wizard, and the change-password variant of the register-password screen. The messages the
 * server gives (and the two keys the specification names) are in profile.ts.
 */
export const profileScreens = defineTexts({
  'user.title': { nl: 'Mijn gegevens', en: 'My details' },
  'user.back': { nl: 'Terug naar Mijn gegevens', en: 'Back to My details' },
  'user.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'user.yes': { nl: 'Ja', en: 'Yes' },
  'user.no': { nl: 'Nee', en: 'No' },
  'user.not_given': { nl: 'Niet opgegeven', en: 'Not given' },

  'user.person.heading': { nl: 'Ingelogd als', en: 'Logged in as' },
  'user.person.name': { nl: 'Naam', en: 'Name' },
  'user.person.address': { nl: 'Adres', en: 'Address' },
  'user.person.branch': { nl: 'Vestiging', en: 'Branch' },
  'user.person.address_unchecked': {
    nl: 'Uw adres kon bij het inloggen nu niet worden gecontroleerd in de basisregistratie. Producten waarvoor uw adres nodig is, kunt u aanvragen nadat u later opnieuw bent ingelogd.',
    en: 'Your address could not be checked in the national register when you logged in. You can request products that need your address after logging in again later.',
  },
  'user.person.parking_places': { nl: 'Parkeerplaatsen op eigen terrein', en: 'Parking places on own ground' },
  'user.person.parking_places_unknown': { nl: 'Niet bekend', en: 'Not known' },

  'user.email.heading': { nl: 'E-mailadres', en: 'E-mail address' },
  'user.email.none': { nl: 'U heeft nog geen e-mailadres opgegeven.', en: 'You have not given an e-mail address yet.' },
  'user.email.edit': { nl: 'E-mailadres wijzigen', en: 'Change e-mail address' },
  'user.email.enter': { nl: 'E-mailadres invullen', en: 'Enter e-mail address' },

  'user.iban.heading': { nl: 'Rekeningnummer', en: 'Bank account' },
  'user.iban.number': { nl: 'IBAN', en: 'IBAN' },
  'user.iban.owner': { nl: 'Naam rekeninghouder', en: 'Account holder name' },
  'user.iban.none': {
    nl: 'U heeft nog geen rekeningnummer (IBAN) opgegeven.',
    en: 'You have not given a bank account number (IBAN) yet.',
  },
  'user.iban.add': { nl: 'IBAN toevoegen', en: 'Add IBAN' },
  'user.iban.edit': { nl: 'IBAN wijzigen', en: 'Change IBAN' },
  'user.iban.delete': { nl: 'IBAN verwijderen', en: 'Delete IBAN' },
  'user.iban.delete_confirm.title': { nl: 'IBAN verwijderen?', en: 'Delete the IBAN?' },
  'user.iban.delete_confirm.text': {
    nl: 'Weet u zeker dat u het rekeningnummer {{iban}} wilt verwijderen?',
    en: 'Are you sure you want to delete the bank account number {{iban}}?',
  },
  'user.iban.deleted': { nl: 'Het rekeningnummer is verwijderd.', en: 'The bank account number has been deleted.' },
  'user.iban.saved': { nl: 'Het rekeningnummer is opgeslagen.', en: 'The bank account number has been saved.' },

  'user.iban_editor.title.add': { nl: 'IBAN toevoegen', en: 'Add IBAN' },
  'user.iban_editor.title.edit': { nl: 'IBAN wijzigen', en: 'Change IBAN' },
  'user.iban_editor.intro': {
    nl: 'Vul uw IBAN en de naam van de rekeninghouder in. Het IBAN wordt gecontroleerd voordat het wordt opgeslagen.',
    en: 'Enter your IBAN and the name of the account holder. The IBAN is checked before it is saved.',
  },
  'user.iban_editor.iban_hint': {
    nl: 'Bijvoorbeeld NL91 ABNA 0417 1643 00. Spaties mag u weglaten.',
    en: 'For example NL91 ABNA 0417 1643 00. You may leave out the spaces.',
  },
  'user.iban_editor.owner_hint': {
    nl: 'Zoals de naam bij uw bank bekend is.',
    en: 'As the name is known at your bank.',
  },
  'user.iban_editor.save': { nl: 'Opslaan', en: 'Save' },

  'user.fte.heading': { nl: 'Aantal fte', en: 'Number of FTE' },
  'user.fte.set': { nl: 'Aantal fte opgeven', en: 'Give the number of FTE' },
  'user.fte.edit': { nl: 'Aantal fte wijzigen', en: 'Change the number of FTE' },
  'user.fte.saved': { nl: 'Het aantal fte is opgeslagen.', en: 'The number of FTE has been saved.' },
  'user.fte.dialog.title': { nl: 'Aantal fte opgeven', en: 'Give the number of FTE' },
  'user.fte.dialog.intro': {
    nl: 'Het aantal fte (voltijdbanen) van uw bedrijf bepaalt hoeveel producten van een soort uw bedrijf kan aanvragen.',
    en: 'The number of FTE (full-time jobs) of your company decides how many products of a kind your company can request.',
  },
  'user.fte.dialog.number': { nl: 'Aantal fte', en: 'Number of FTE' },
  'user.fte.dialog.number_hint': {
    nl: 'Alleen cijfers: een heel getal.',
    en: 'Digits only: a whole number.',
  },
  'user.fte.dialog.declaration': {
    nl: 'Ik verklaar dat ik het aantal fte naar waarheid heb ingevuld.',
    en: 'I declare that I have given the number of FTE truthfully.',
  },
  'user.fte.dialog.declaration_needed': {
    nl: 'U kunt het aantal alleen opslaan als u verklaart dat het naar waarheid is ingevuld.',
    en: 'You can only save the number when you declare that it was given truthfully.',
  },

  'user.addresses.heading': { nl: 'Adressen', en: 'Addresses' },
  'user.address.FACT.heading': { nl: 'Factuuradres', en: 'Invoice address' },
  'user.address.POST.heading': { nl: 'Postadres', en: 'Mailing address' },
  'user.address.FACT.add': { nl: 'Factuuradres toevoegen', en: 'Add invoice address' },
  'user.address.POST.add': { nl: 'Postadres toevoegen', en: 'Add mailing address' },
  'user.address.FACT.edit': { nl: 'Factuuradres wijzigen', en: 'Change invoice address' },
  'user.address.POST.edit': { nl: 'Postadres wijzigen', en: 'Change mailing address' },
  'user.address.FACT.delete': { nl: 'Factuuradres verwijderen', en: 'Delete invoice address' },
  'user.address.POST.delete': { nl: 'Postadres verwijderen', en: 'Delete mailing address' },
  'user.address.none': { nl: 'Geen adres opgegeven.', en: 'No address given.' },
  'user.address.country': { nl: 'Land', en: 'Country' },
  'user.address.delete_confirm.title': { nl: 'Adres verwijderen?', en: 'Delete the address?' },
  'user.address.delete_confirm.text': {
    nl: 'Weet u zeker dat u dit adres wilt verwijderen?',
    en: 'Are you sure you want to delete this address?',
  },
  'user.address.deleted': { nl: 'Het adres is verwijderd.', en: 'The address has been deleted.' },
  'user.address.saved': { nl: 'Het adres is opgeslagen.', en: 'The address has been saved.' },

  'user.password.heading': { nl: 'Wachtwoord', en: 'Password' },
  'user.password.text': {
    nl: 'U logt in met een gebruikersnaam en een wachtwoord. U kunt uw wachtwoord hier wijzigen.',
    en: 'You log in with a username and a password. You can change your password here.',
  },
  'user.password.change': { nl: 'Wachtwoord wijzigen', en: 'Change password' },
  'user.password.unavailable': {
    nl: 'Uw wachtwoord kan nu niet worden gewijzigd. Probeer het later opnieuw.',
    en: 'Your password cannot be changed now. Please try again later.',
  },

  'user.wizard.title': { nl: 'Adres toevoegen', en: 'Add address' },
  'user.wizard.description.add.FACT': {
    nl: 'Voeg een factuuradres toe. Facturen worden dan naar dit adres gestuurd.',
    en: 'Add an invoice address. Invoices will then be sent to this address.',
  },
  'user.wizard.description.add.POST': {
    nl: 'Voeg een postadres toe. Post wordt dan naar dit adres gestuurd.',
    en: 'Add a mailing address. Mail will then be sent to this address.',
  },
  'user.wizard.description.edit.FACT': {
    nl: 'Wijzig uw factuuradres.',
    en: 'Change your invoice address.',
  },
  'user.wizard.description.edit.POST': {
    nl: 'Wijzig uw postadres.',
    en: 'Change your mailing address.',
  },
  'user.wizard.step.type': { nl: 'binnenland of buitenland', en: 'in the Netherlands or abroad' },
  'user.wizard.step.zipcode': { nl: 'postcode', en: 'postal code' },
  'user.wizard.step.dutch': { nl: 'huisnummer', en: 'house number' },
  'user.wizard.step.country': { nl: 'land', en: 'country' },
  'user.wizard.step.foreign': { nl: 'adres', en: 'address' },
  'user.wizard.step.confirm': { nl: 'controleren', en: 'check' },
  'user.wizard.leave': {
    nl: 'Stoppen en terug naar Mijn gegevens',
    en: 'Stop and go back to My details',
  },
  'user.wizard.next': { nl: 'Volgende', en: 'Next' },
  'user.wizard.prev': { nl: 'Vorige', en: 'Previous' },
  'user.wizard.confirm': { nl: 'Bevestigen', en: 'Confirm' },
  'user.wizard.type.legend': { nl: 'Ligt het adres in Nederland?', en: 'Is the address in the Netherlands?' },
  'user.wizard.type.locked': {
    nl: 'Bij het wijzigen van een adres kunt u dit niet veranderen. Verwijder het adres en voeg een nieuw adres toe om dat te doen.',
    en: 'You cannot change this when changing an address. Delete the address and add a new one to do so.',
  },
  'user.wizard.zipcode.code': { nl: 'Postcode: de 4 cijfers', en: 'Postal code: the 4 digits' },
  'user.wizard.zipcode.code_hint': { nl: 'Bijvoorbeeld 1234', en: 'For example 1234' },
  'user.wizard.zipcode.letters': { nl: 'Postcode: de 2 letters', en: 'Postal code: the 2 letters' },
  'user.wizard.zipcode.letters_hint': { nl: 'Bijvoorbeeld AB', en: 'For example AB' },
  'user.wizard.zipcode.prev_locked': {
    nl: 'Bij het wijzigen van een adres kunt u niet terug naar de vorige stap.',
    en: 'You cannot go back to the previous step when changing an address.',
  },
  'user.wizard.dutch.postal_code': { nl: 'Postcode', en: 'Postal code' },
  'user.wizard.dutch.house_number': { nl: 'Huisnummer', en: 'House number' },
  'user.wizard.dutch.house_number_hint': { nl: 'Alleen cijfers', en: 'Digits only' },
  'user.wizard.dutch.house_letter': { nl: 'Huisletter (niet verplicht)', en: 'House letter (optional)' },
  'user.wizard.dutch.house_letter_hint': { nl: 'Eén letter, bijvoorbeeld A', en: 'One letter, for example A' },
  'user.wizard.dutch.addition': { nl: 'Toevoeging (niet verplicht)', en: 'Addition (optional)' },
  'user.wizard.dutch.addition_hint': {
    nl: 'Bijvoorbeeld 2 of bis, hoogstens 10 tekens',
    en: 'For example 2 or bis, at most 10 characters',
  },
  'user.wizard.dutch.indication': { nl: 'Aanduiding (niet verplicht)', en: 'Indication (optional)' },
  'user.wizard.dutch.indication_hint': {
    nl: 'Bijvoorbeeld t/o (tegenover), hoogstens 100 tekens',
    en: 'For example t/o (opposite), at most 100 characters',
  },
  'user.wizard.country.label': { nl: 'Land', en: 'Country' },
  'user.wizard.country.hint': {
    nl: 'Typ een deel van de naam en kies het land uit de lijst: met de pijltjestoetsen en Enter, of door erop te klikken.',
    en: 'Type part of the name and choose the country from the list: with the arrow keys and Enter, or by clicking it.',
  },
  'user.wizard.country.list': { nl: 'Landen', en: 'Countries' },
  'user.wizard.country.count': { nl: 'Aantal landen in de lijst: {{count}}', en: 'Countries in the list: {{count}}' },
  'user.wizard.country.none_found': {
    nl: 'Geen land gevonden. Controleer wat u hebt getypt.',
    en: 'No country found. Check what you typed.',
  },
  'user.wizard.country.chosen': { nl: 'Gekozen land: {{country}}', en: 'Chosen country: {{country}}' },
  'user.wizard.country.clear': { nl: 'Ander land kiezen', en: 'Choose another country' },
  'user.wizard.country.required': { nl: 'Kies een land uit de lijst.', en: 'Choose a country from the list.' },
  'user.wizard.country.load_error': {
    nl: 'De landen konden niet worden geladen.',
    en: 'The countries could not be loaded.',
  },
  'user.wizard.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'user.wizard.foreign.line1': { nl: 'Adresregel 1', en: 'Address line 1' },
  'user.wizard.foreign.line1_hint': { nl: 'Bijvoorbeeld straat en huisnummer', en: 'For example street and number' },
  'user.wizard.foreign.line2': { nl: 'Adresregel 2', en: 'Address line 2' },
  'user.wizard.foreign.line2_hint': { nl: 'Bijvoorbeeld postcode en plaats', en: 'For example postal code and town' },
  'user.wizard.confirm.intro': {
    nl: 'Controleer het adres. Klopt het? Kies dan Bevestigen om het op te slaan.',
    en: 'Check the address. Is it right? Then choose Confirm to save it.',
  },
  'user.wizard.confirm.kind': { nl: 'Soort adres', en: 'Kind of address' },
  'user.wizard.confirm.address': { nl: 'Adres', en: 'Address' },
  'user.wizard.confirm.country': { nl: 'Land', en: 'Country' },
  'user.wizard.confirm.netherlands': { nl: 'Nederland', en: 'The Netherlands' },

  'login.change_password.title': { nl: 'Wachtwoord wijzigen', en: 'Change your password' },
  'login.change_password.intro': {
    nl: 'Vul uw huidige wachtwoord in en kies een nieuw wachtwoord.',
    en: 'Enter your current password and choose a new one.',
  },
  'login.change_password.current': { nl: 'Huidig wachtwoord', en: 'Current password' },
  'login.change_password.done': { nl: 'Uw wachtwoord is gewijzigd.', en: 'Your password has been changed.' },
});
