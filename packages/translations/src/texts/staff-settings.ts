import { defineTexts } from '../define.js';

/**
 * The back office's settings screen (issue 28): the portal's settings map (core 3.7) with what each does,
 * message switches, text overrides, images, help pages, payment provider, and the staff sign-in's form.
 */
export const staffSettings = defineTexts({
  'staff.settings.read_only': {
    nl: 'U kunt deze instellingen bekijken, maar niet wijzigen. Dat doet een beheerder.',
    en: 'You can view these settings but not change them. A beheerder (administrator) does that.',
  },
  'staff.settings.sections': { nl: 'Onderdelen van de instellingen', en: 'Parts of the settings' },
  'staff.settings.saved': { nl: 'Opgeslagen.', en: 'Saved.' },
  'staff.settings.not_saved': { nl: 'Niet opgeslagen: {{reason}}', en: 'Not saved: {{reason}}' },
  'staff.settings.yes': { nl: 'Ja', en: 'Yes' },
  'staff.settings.no': { nl: 'Nee', en: 'No' },
  'staff.settings.standard': { nl: 'Standaard (niet ingesteld)', en: 'Default (not set)' },
  'staff.settings.secret_stored': {
    nl: 'Opgeslagen (wordt nooit getoond)',
    en: 'Stored (never shown)',
  },
  'staff.settings.secret_none': { nl: 'Niet opgeslagen', en: 'Not stored' },
  'staff.settings.secret_write_only': {
    nl: 'Wordt versleuteld opgeslagen en daarna nooit meer getoond.',
    en: 'Stored encrypted and never shown again.',
  },
  'staff.settings.secret_keep_hint': {
    nl: 'Er is een geheim opgeslagen. Laat dit veld leeg om het te houden; het wordt nooit getoond.',
    en: 'A secret is stored. Leave this field empty to keep it; it is never shown.',
  },

  // Staff sign-in (issue 27).
  'staff.settings.sign_in.change': { nl: 'Aanmelden wijzigen', en: 'Change sign-in' },
  'staff.settings.sign_in.issuer_hint': {
    nl: 'Het https-adres van de provider van de gemeente (Entra ID, Keycloak, ADFS).',
    en: "The https address of the municipality's provider (Entra ID, Keycloak, ADFS).",
  },
  'staff.settings.sign_in.client_id': { nl: 'Client-id', en: 'Client id' },
  'staff.settings.sign_in.client_secret': { nl: 'Clientgeheim', en: 'Client secret' },
  'staff.settings.sign_in.auth_method': {
    nl: 'Hoe de client zich bij de provider meldt',
    en: 'How the client authenticates at the provider',
  },
  'staff.settings.sign_in.mfa': {
    nl: 'Tweestapsverificatie (MFA) verplicht',
    en: 'Multi-factor authentication (MFA) required',
  },
  'staff.settings.sign_in.acr': { nl: 'acr-waarden die MFA betekenen', en: 'acr values that mean MFA' },
  'staff.settings.sign_in.acr_hint': {
    nl: 'Gescheiden door komma’s; leeg laten als de provider amr meestuurt.',
    en: 'Separated by commas; leave empty when the provider sends amr.',
  },
  'staff.settings.sign_in.mapping_row': { nl: 'Groep {{number}}', en: 'Group {{number}}' },
  'staff.settings.sign_in.add_group': { nl: 'Groep toevoegen', en: 'Add group' },
  'staff.settings.sign_in.remove_group': { nl: 'Groep {{number}} verwijderen', en: 'Remove group {{number}}' },
  'staff.settings.sign_in.save': { nl: 'Aanmelden opslaan', en: 'Save sign-in' },
  'staff.settings.sign_in.invalid.issuer': {
    nl: 'Vul het https-adres van de provider in (http alleen voor localhost).',
    en: "Enter the provider's https address (http only for localhost).",
  },
  'staff.settings.sign_in.invalid.clientSecret': {
    nl: 'Vul het clientgeheim in. Het kan alleen versleuteld worden opgeslagen als IDENTITY_SECRET_KEY is ingesteld.',
    en: 'Enter the client secret. It can only be stored encrypted when IDENTITY_SECRET_KEY is set.',
  },
  'staff.settings.sign_in.invalid.requireMfa': {
    nl: 'In productie is tweestapsverificatie altijd verplicht.',
    en: 'In production, multi-factor authentication is always required.',
  },
  'staff.settings.sign_in.invalid.mode': {
    nl: 'De simulator is niet voor productie.',
    en: 'The simulator is not for production.',
  },
  'staff.settings.sign_in.invalid.roleMapping': {
    nl: 'Geef elke groep minstens één rol.',
    en: 'Give every group at least one role.',
  },

  // The portal's settings map (core 3.7).
  'staff.settings.portal.title': { nl: 'Instellingen van het portaal', en: 'Portal settings' },
  'staff.settings.portal.intro': {
    nl: 'Wat inwoners in het portaal zien en kunnen. Een instelling die niet is ingesteld gebruikt de standaard van het portaal.',
    en: 'What residents see and can do in the portal. A setting that is not set uses the portal’s default.',
  },
  'staff.settings.portal.other': {
    nl: 'Overige instellingen (via de beheertool)',
    en: 'Other settings (through the operator tool)',
  },
  'staff.settings.portal.save': { nl: 'Instellingen opslaan', en: 'Save settings' },
  'staff.settings.group.menu': { nl: 'Menu', en: 'Menu' },
  'staff.settings.group.header': { nl: 'Kopregel', en: 'Header' },
  'staff.settings.group.home': { nl: 'Startscherm', en: 'Home screen' },
  'staff.settings.group.login': { nl: 'Inloggen', en: 'Login' },
  'staff.settings.group.products': { nl: 'Producten', en: 'Products' },
  'staff.settings.group.display': { nl: 'Weergave', en: 'Display' },
  'staff.settings.group.ours': { nl: 'Betalen, berichten en gemeente', en: 'Payments, messages and municipality' },
  'staff.settings.kind.yn': { nl: 'ja of nee', en: 'yes or no' },
  'staff.settings.kind.position': {
    nl: 'een plaats: 0 of leeg verbergt het, anders de volgorde (1, 2, …)',
    en: 'a place: 0 or empty hides it, otherwise the order (1, 2, …)',
  },
  'staff.settings.places.menu.intro': {
    nl: 'Welke onderdelen het menu van de inwoner toont, en in welke volgorde. Elk onderdeel heeft een plaats: 1, 2, 3 … geeft de volgorde (de laagste bovenaan), 0 of leeg verbergt het.',
    en: "Which items the resident's menu shows, and in which order. Each item has a place: 1, 2, 3 … gives the order (the lowest first), 0 or empty hides it.",
  },
  'staff.settings.places.home.intro': {
    nl: 'Welke tegels het startscherm van de inwoner toont, en in welke volgorde. Elke tegel heeft een plaats: 1, 2, 3 … geeft de volgorde (de laagste eerst), 0 of leeg verbergt hem.',
    en: "Which tiles the resident's home screen shows, and in which order. Each tile has a place: 1, 2, 3 … gives the order (the lowest first), 0 or empty hides it.",
  },
  'staff.settings.places.menu.label': {
    nl: 'Plaats van “{{name}}” in het menu',
    en: 'Place of “{{name}}” in the menu',
  },
  'staff.settings.places.home.label': {
    nl: 'Plaats van “{{name}}” op het startscherm',
    en: 'Place of “{{name}}” on the home screen',
  },
  'staff.settings.places.menu.hide': { nl: '“{{name}}” niet in het menu', en: '“{{name}}” not in the menu' },
  'staff.settings.places.home.hide': {
    nl: '“{{name}}” niet op het startscherm',
    en: '“{{name}}” not on the home screen',
  },
  'staff.settings.places.menu.order': { nl: 'Het menu van de inwoner', en: "The resident's menu" },
  'staff.settings.places.home.order': { nl: 'Het startscherm van de inwoner', en: "The resident's home screen" },
  'staff.settings.places.menu.none': {
    nl: 'Het menu toont geen van deze onderdelen.',
    en: 'The menu shows none of these items.',
  },
  'staff.settings.places.home.none': {
    nl: 'Het startscherm toont geen tegels.',
    en: 'The home screen shows no tiles.',
  },
  'staff.settings.places.hidden': { nl: 'Verborgen: {{names}}.', en: 'Hidden: {{names}}.' },
  'staff.settings.kind.home_option': { nl: 'een onderdeel van het startscherm', en: 'a part of the home screen' },
  'staff.settings.kind.path': { nl: 'een scherm, bijvoorbeeld /home', en: 'a screen, e.g. /home' },
  'staff.settings.kind.url': { nl: 'een webadres (https://…)', en: 'a web address (https://…)' },
  'staff.settings.kind.amount': { nl: 'een bedrag in euro, bijvoorbeeld 7,50', en: 'an amount in euro, e.g. 7.50' },
  'staff.settings.kind.megabytes': { nl: 'megabytes, bijvoorbeeld 3', en: 'megabytes, e.g. 3' },
  'staff.settings.kind.days': { nl: 'een aantal dagen', en: 'a number of days' },
  'staff.settings.kind.number': { nl: 'een geheel getal', en: 'a whole number' },
  'staff.settings.kind.text': { nl: 'tekst', en: 'text' },
  'staff.settings.invalid.yn': { nl: 'Kies ja of nee.', en: 'Choose yes or no.' },
  'staff.settings.invalid.position': {
    nl: 'Vul een plaats in: 0 om het te verbergen, anders 1, 2, enzovoort.',
    en: 'Enter a place: 0 to hide it, otherwise 1, 2 and so on.',
  },
  'staff.settings.invalid.home_option': {
    nl: 'Kies een onderdeel van het startscherm.',
    en: 'Choose a part of the home screen.',
  },
  'staff.settings.invalid.path': { nl: 'Vul een scherm in, zoals /home.', en: 'Enter a screen, such as /home.' },
  'staff.settings.invalid.url': {
    nl: 'Vul een volledig webadres in dat begint met https://.',
    en: 'Enter a full web address starting with https://.',
  },
  'staff.settings.invalid.amount': {
    nl: 'Vul een bedrag in euro in, 0 of meer met hoogstens twee decimalen, zoals 5 of 7,50.',
    en: 'Enter an amount in euro, 0 or more with at most two decimals, such as 5 or 7.50.',
  },
  'staff.settings.invalid.megabytes': {
    nl: 'Vul een positief aantal megabytes in, zoals 3 of 2,5.',
    en: 'Enter a positive number of megabytes, such as 3 or 2.5.',
  },
  'staff.settings.invalid.days': { nl: 'Vul een aantal dagen in.', en: 'Enter a number of days.' },
  'staff.settings.invalid.number': { nl: 'Vul een geheel getal in.', en: 'Enter a whole number.' },
  'staff.settings.invalid.text': { nl: 'Deze tekst kan niet worden opgeslagen.', en: 'This text cannot be saved.' },
  'staff.settings.setting.SHOW_MENU_OPTION_CURRENT_PRODUCTS': {
    nl: 'Plaats in het menu van “Mijn producten” (de lopende vergunningen).',
    en: 'Place in the menu of “My products” (the current permits).',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS': {
    nl: 'Plaats in het menu van “Aanvragen” (de producten die de inwoner kan aanvragen).',
    en: 'Place in the menu of “Request” (the products the resident can request).',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_PROLONGATIONS': {
    nl: 'Plaats in het menu van de verlengingen.',
    en: 'Place in the menu of the renewals.',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_PENDING_REQUESTS': {
    nl: 'Plaats in het menu van de lopende aanvragen.',
    en: 'Place in the menu of the pending requests.',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_SHOPPING_CART': {
    nl: 'Plaats in het menu van het winkelmandje.',
    en: 'Place in the menu of the shopping cart.',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_WAITING_LIST': {
    nl: 'Plaats in het menu van de wachtlijst.',
    en: 'Place in the menu of the waiting list.',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_HISTORY': {
    nl: 'Plaats in het menu van de historie (beëindigde vergunningen).',
    en: 'Place in the menu of the history (ended permits).',
  },
  'staff.settings.setting.SHOW_MENU_HOME': { nl: 'Plaats in het menu van “Home”.', en: 'Place in the menu of “Home”.' },
  'staff.settings.setting.SHOW_MENU_OPTION_SETTINGS': {
    nl: 'Plaats in het menu van de instellingen (taal, contrast).',
    en: 'Place in the menu of the settings (language, contrast).',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_USER': {
    nl: 'Plaats in het menu van “Mijn gegevens”.',
    en: 'Place in the menu of “My details”.',
  },
  'staff.settings.setting.SHOW_MENU_OPTION_PAYMENTS': {
    nl: 'Plaats in het menu van de betalingen.',
    en: 'Place in the menu of the payments.',
  },
  'staff.settings.setting.SHOW_MENU_BUTTON': {
    nl: 'De menuknop wordt getoond.',
    en: 'The menu button is shown.',
  },
  'staff.settings.setting.SHOW_SHOPPING_CART_ICON': {
    nl: 'De kopregel toont het winkelmandje met het aantal.',
    en: 'The header shows the shopping cart with its count.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_CURRENT_PRODUCTS': {
    nl: 'Plaats op het startscherm van de lopende vergunningen.',
    en: 'Place on the home screen of the current permits.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS': {
    nl: 'Plaats op het startscherm van wat de inwoner kan aanvragen.',
    en: 'Place on the home screen of what the resident can request.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_PROLONGATIONS': {
    nl: 'Plaats op het startscherm van de verlengingen.',
    en: 'Place on the home screen of the renewals.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_PENDING_REQUESTS': {
    nl: 'Plaats op het startscherm van de lopende aanvragen.',
    en: 'Place on the home screen of the pending requests.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_SHOPPING_CART': {
    nl: 'Plaats op het startscherm van het winkelmandje.',
    en: 'Place on the home screen of the shopping cart.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_WAITING_LIST': {
    nl: 'Plaats op het startscherm van de wachtlijst.',
    en: 'Place on the home screen of the waiting list.',
  },
  'staff.settings.setting.SHOW_HOME_OPTION_PAYMENTS': {
    nl: 'Plaats op het startscherm van de betalingen.',
    en: 'Place on the home screen of the payments.',
  },
  'staff.settings.setting.SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS': {
    nl: 'Welk onderdeel het startscherm toont als er verder niets op staat.',
    en: 'Which part the home screen shows when nothing else is on it.',
  },
  'staff.settings.setting.START_SCREEN_AFTER_LOGIN': {
    nl: 'Het scherm dat de inwoner na het inloggen ziet (standaard /home).',
    en: 'The screen the resident sees after logging in (default /home).',
  },
  'staff.settings.setting.SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS': {
    nl: 'De lijst met aan te vragen producten vraagt om een kenteken.',
    en: 'The list of requestable products asks for a licence plate.',
  },
  'staff.settings.setting.CHECKER_URL': {
    nl: 'Een webadres waar inwoners kunnen nagaan of zij een vergunning nodig hebben.',
    en: 'A web address where residents can check whether they need a permit.',
  },
  'staff.settings.setting.ALTER_LICENSEPLATE_COST': {
    nl: 'Wat een kentekenwijziging kost, in euro.',
    en: 'What a licence plate change costs, in euro.',
  },
  'staff.settings.setting.MAX_UPLOAD_MB': {
    nl: 'Hoe groot een document dat een inwoner uploadt mag zijn, in megabytes.',
    en: 'How large a document a resident uploads may be, in megabytes.',
  },
  'staff.settings.setting.DISPLAY_PERMIT_START_TIME': {
    nl: 'Begindatums van vergunningen worden met tijd (uu:mm) getoond.',
    en: 'Permit start dates are shown with the time (HH:mm).',
  },
  'staff.settings.setting.DISPLAY_PERMIT_END_TIME': {
    nl: 'Einddatums van vergunningen worden met tijd (uu:mm) getoond.',
    en: 'Permit end dates are shown with the time (HH:mm).',
  },
  'staff.settings.setting.PAYMENT_LINK_VALID_DAYS': {
    nl: 'Hoeveel dagen een betaallink betaald kan worden (standaard 14).',
    en: 'How many days a payment link can be paid (default 14).',
  },
  'staff.settings.setting.PERMIT_ENDING_NOTICE_DAYS': {
    nl: 'Hoeveel dagen voor het einde een vergunning die niet online verlengd kan worden wordt aangekondigd (standaard 14).',
    en: 'How many days before its end a permit that cannot be renewed online is announced (default 14).',
  },
  'staff.settings.setting.WAITING_LIST_POSITION_STEP': {
    nl: 'Na hoeveel plaatsen opschuiven een wachtende zijn positie hoort (standaard 5).',
    en: 'After how many places moved up a waiting resident is told their position (default 5).',
  },
  'staff.settings.setting.CONDITIONS_URL': {
    nl: 'De voorwaarden van de gemeente voor parkeerproducten, gelinkt vanaf het welkomstscherm (leeg: geen link).',
    en: "The municipality's conditions for parking products, linked from the welcome screen (empty: no link).",
  },
  'staff.settings.setting.MUNICIPALITY_ADDRESS': {
    nl: 'Het postadres van de gemeente op betaalbewijzen (regels gescheiden door komma’s).',
    en: "The municipality's postal address on payment receipts (lines separated by commas).",
  },

  // Which messages the municipality sends (decision 029).
  'staff.settings.messages.title': { nl: 'Welke berichten worden verstuurd', en: 'Which messages are sent' },
  'staff.settings.messages.intro': {
    nl: 'Per soort bericht: versturen of niet. “Standaard” verstuurt het bericht. Een inwoner kan de optionele berichten zelf uitzetten.',
    en: 'Per kind of message: send it or not. “Default” sends the message. A resident can turn the optional messages off.',
  },
  'staff.settings.messages.standard': { nl: 'Standaard (versturen)', en: 'Default (send)' },
  'staff.settings.messages.sends': { nl: 'Wordt nu verstuurd', en: 'Sent now' },
  'staff.settings.messages.not_sent': { nl: 'Wordt nu niet verstuurd', en: 'Not sent now' },
  'staff.settings.messages.optional': {
    nl: 'inwoner kan het uitzetten',
    en: 'the resident can turn it off',
  },
  'staff.settings.messages.required': {
    nl: 'inwoner kan het niet uitzetten',
    en: 'the resident cannot turn it off',
  },
  'staff.settings.message.request_received': { nl: 'Aanvraag ontvangen', en: 'Request received' },
  'staff.settings.message.document_needed': { nl: 'Document nodig', en: 'Document needed' },
  'staff.settings.message.document_approved': { nl: 'Document goedgekeurd', en: 'Document approved' },
  'staff.settings.message.document_rejected': { nl: 'Document afgekeurd', en: 'Document rejected' },
  'staff.settings.message.permit_issued': { nl: 'Vergunning verleend', en: 'Permit issued' },
  'staff.settings.message.plate_change_done': { nl: 'Kenteken gewijzigd', en: 'Licence plate changed' },
  'staff.settings.message.termination_planned': { nl: 'Beëindiging ingepland', en: 'Termination planned' },
  'staff.settings.message.termination_changed': { nl: 'Beëindiging gewijzigd', en: 'Termination changed' },
  'staff.settings.message.termination_cancelled': { nl: 'Beëindiging ingetrokken', en: 'Termination cancelled' },
  'staff.settings.message.termination_done': { nl: 'Vergunning beëindigd', en: 'Permit ended' },
  'staff.settings.message.refund_ordered': { nl: 'Terugbetaling in gang gezet', en: 'Refund ordered' },
  'staff.settings.message.refund_paid': { nl: 'Terugbetaling overgemaakt', en: 'Refund paid' },
  'staff.settings.message.waiting_list_joined': { nl: 'Plaats op de wachtlijst', en: 'Place on the waiting list' },
  'staff.settings.message.waiting_list_position': {
    nl: 'Positie op de wachtlijst veranderd',
    en: 'Position on the waiting list changed',
  },
  'staff.settings.message.waiting_list_offer': { nl: 'Plaats aangeboden', en: 'Place offered' },
  'staff.settings.message.waiting_list_offer_lapsing': { nl: 'Aanbod verloopt bijna', en: 'Offer about to lapse' },
  'staff.settings.message.waiting_list_offer_lapsed': { nl: 'Aanbod verlopen', en: 'Offer lapsed' },
  'staff.settings.message.prolongation_offer': { nl: 'Verlengen mogelijk', en: 'Renewal possible' },
  'staff.settings.message.permit_ending': { nl: 'Vergunning loopt af', en: 'Permit ending' },
  'staff.settings.message.payment_link_expiring': {
    nl: 'Betaallink verloopt bijna',
    en: 'Payment link about to expire',
  },

  // Text overrides.
  'staff.settings.texts.title': { nl: 'Teksten van het portaal', en: 'Portal texts' },
  'staff.settings.texts.intro': {
    nl: 'Zoek een tekst en geef de eigen formulering van de gemeente, in het Nederlands en het Engels naast elkaar. Leeg laten geeft de standaardtekst terug.',
    en: "Find a text and give the municipality's own wording, Dutch and English side by side. Leaving it empty brings back the standard text.",
  },
  'staff.settings.texts.search': { nl: 'Zoek op sleutel of tekst', en: 'Search by key or text' },
  'staff.settings.texts.only_own': {
    nl: 'Alleen teksten met een eigen formulering',
    en: 'Only texts with an own wording',
  },
  'staff.settings.texts.find': { nl: 'Zoeken', en: 'Search' },
  'staff.settings.texts.found': { nl: '{{count}} teksten gevonden.', en: '{{count}} texts found.' },
  'staff.settings.texts.caption': { nl: 'Teksten en hun formulering', en: 'Texts and their wording' },
  'staff.settings.texts.key': { nl: 'Sleutel', en: 'Key' },
  'staff.settings.texts.action': { nl: 'Actie', en: 'Action' },
  'staff.settings.texts.edit': { nl: 'Wijzigen', en: 'Edit' },
  'staff.settings.texts.view': { nl: 'Bekijken', en: 'View' },
  'staff.settings.texts.edit_key': { nl: '{{action}}: {{key}}', en: '{{action}}: {{key}}' },
  'staff.settings.texts.editing': { nl: 'Tekst {{key}}', en: 'Text {{key}}' },
  'staff.settings.texts.language.nl': { nl: 'Nederlands', en: 'Dutch' },
  'staff.settings.texts.language.en': { nl: 'Engels', en: 'English' },
  'staff.settings.texts.bundled': { nl: 'Standaardtekst', en: 'Standard text' },
  'staff.settings.texts.own.nl': {
    nl: 'Eigen formulering (Nederlands)',
    en: 'Own wording (Dutch)',
  },
  'staff.settings.texts.own.en': { nl: 'Eigen formulering (Engels)', en: 'Own wording (English)' },
  'staff.settings.texts.preview': {
    nl: 'Voorbeeld: zo leest de inwoner het',
    en: 'Preview: how the resident reads it',
  },
  'staff.settings.texts.placeholder': {
    nl: 'Hier vult het portaal “{{name}}” in',
    en: 'The portal fills in “{{name}}” here',
  },
  'staff.settings.texts.save': { nl: 'Tekst opslaan', en: 'Save text' },
  'staff.settings.texts.restore': { nl: 'Standaardtekst terugzetten', en: 'Restore the standard text' },
  'staff.settings.texts.close': { nl: 'Sluiten', en: 'Close' },
  'staff.settings.texts.invalid': {
    nl: 'Deze tekst kan niet worden opgeslagen.',
    en: 'This text cannot be saved.',
  },
  'staff.settings.texts.invalid_placeholder': {
    nl: 'Gebruik alleen de invulplaatsen ({{…}}) van de standaardtekst.',
    en: 'Use only the placeholders ({{…}}) of the standard text.',
  },

  // Logo and background.
  'staff.settings.image.title': { nl: 'Logo en achtergrond', en: 'Logo and background' },
  'staff.settings.image.logo': { nl: 'Logo', en: 'Logo' },
  'staff.settings.image.background': { nl: 'Achtergrond', en: 'Background' },
  'staff.settings.image.logo_alt': { nl: 'Het huidige logo', en: 'The current logo' },
  'staff.settings.image.background_alt': { nl: 'De huidige achtergrond', en: 'The current background' },
  'staff.settings.image.none': { nl: 'Nog niet ingesteld.', en: 'Not set yet.' },
  'staff.settings.image.info': { nl: '{{kb}} kB', en: '{{kb}} kB' },
  'staff.settings.image.info_sized': {
    nl: '{{kb}} kB, {{width}} × {{height}} pixels',
    en: '{{kb}} kB, {{width}} × {{height}} pixels',
  },
  'staff.settings.image.choose_logo': { nl: 'Nieuw logo', en: 'New logo' },
  'staff.settings.image.choose_background': { nl: 'Nieuwe achtergrond', en: 'New background' },
  'staff.settings.image.hint_logo': {
    nl: 'Een PNG-afbeelding van hoogstens 2 MB.',
    en: 'A PNG image of at most 2 MB.',
  },
  'staff.settings.image.hint_background': {
    nl: 'Een JPEG-afbeelding van hoogstens 2 MB.',
    en: 'A JPEG image of at most 2 MB.',
  },
  'staff.settings.image.upload_logo': { nl: 'Logo opslaan', en: 'Save logo' },
  'staff.settings.image.upload_background': { nl: 'Achtergrond opslaan', en: 'Save background' },
  'staff.settings.image.saved': { nl: 'De afbeelding is opgeslagen.', en: 'The image has been saved.' },
  'staff.settings.image.too_large': {
    nl: 'Dit bestand is groter dan 2 MB. Kies een kleinere afbeelding.',
    en: 'This file is larger than 2 MB. Choose a smaller image.',
  },
  'staff.settings.image.not_png': {
    nl: 'Dit bestand is geen PNG-afbeelding. Het logo moet een PNG-afbeelding zijn.',
    en: 'This file is not a PNG image. The logo must be a PNG image.',
  },
  'staff.settings.image.not_jpeg': {
    nl: 'Dit bestand is geen JPEG-afbeelding. De achtergrond moet een JPEG-afbeelding zijn.',
    en: 'This file is not a JPEG image. The background must be a JPEG image.',
  },

  // Help pages (decision 031).
  'staff.settings.help.title': { nl: 'Contact en toegankelijkheid', en: 'Contact and accessibility' },
  'staff.settings.help.contact': { nl: 'Contactgegevens (Contact en hulp)', en: 'Contact details (Contact and help)' },
  'staff.settings.help.phone': { nl: 'Telefoonnummer', en: 'Phone number' },
  'staff.settings.help.email': { nl: 'E-mailadres', en: 'E-mail address' },
  'staff.settings.help.hours_nl': { nl: 'Openingstijden (Nederlands)', en: 'Opening hours (Dutch)' },
  'staff.settings.help.hours_en': { nl: 'Openingstijden (Engels)', en: 'Opening hours (English)' },
  'staff.settings.help.contact_url': { nl: 'Contactpagina van de gemeente', en: "The municipality's contact page" },
  'staff.settings.help.save_contact': { nl: 'Contactgegevens opslaan', en: 'Save contact details' },
  'staff.settings.help.accessibility': { nl: 'Toegankelijkheidsverklaring', en: 'Accessibility statement' },
  'staff.settings.help.status': { nl: 'Status', en: 'Status' },
  'staff.settings.help.status.A': { nl: 'A: voldoet volledig', en: 'A: fully compliant' },
  'staff.settings.help.status.B': { nl: 'B: voldoet gedeeltelijk', en: 'B: partially compliant' },
  'staff.settings.help.status.C': { nl: 'C: eerste maatregelen genomen', en: 'C: first measures taken' },
  'staff.settings.help.status.D': { nl: 'D: voldoet niet', en: 'D: not compliant' },
  'staff.settings.help.status.E': { nl: 'E: geen inzicht', en: 'E: no insight' },
  'staff.settings.help.statement_date': { nl: 'Datum van de verklaring', en: 'Date of the statement' },
  'staff.settings.help.review_date': { nl: 'Laatst herzien op', en: 'Last reviewed on' },
  'staff.settings.help.approved_nl': { nl: 'Vastgesteld door (Nederlands)', en: 'Approved by (Dutch)' },
  'staff.settings.help.approved_en': { nl: 'Vastgesteld door (Engels)', en: 'Approved by (English)' },
  'staff.settings.help.feedback_email': {
    nl: 'E-mailadres voor meldingen over toegankelijkheid',
    en: 'E-mail address for accessibility reports',
  },
  'staff.settings.help.response_days': { nl: 'Antwoord binnen (dagen)', en: 'Answer within (days)' },
  'staff.settings.help.ombudsman_nl': { nl: 'Ombudsman (Nederlands)', en: 'Ombudsman (Dutch)' },
  'staff.settings.help.ombudsman_en': { nl: 'Ombudsman (Engels)', en: 'Ombudsman (English)' },
  'staff.settings.help.ombudsman_url': { nl: 'Webadres van de ombudsman', en: "The ombudsman's web address" },
  'staff.settings.help.evaluations': { nl: 'Onderzoeken', en: 'Evaluations' },
  'staff.settings.help.evaluation_date': { nl: 'Datum onderzoek {{number}}', en: 'Date of evaluation {{number}}' },
  'staff.settings.help.evaluation_organisation': {
    nl: 'Onderzocht door (onderzoek {{number}})',
    en: 'Evaluated by (evaluation {{number}})',
  },
  'staff.settings.help.evaluation_report': {
    nl: 'Webadres van het rapport (onderzoek {{number}})',
    en: 'Web address of the report (evaluation {{number}})',
  },
  'staff.settings.help.add_evaluation': { nl: 'Onderzoek toevoegen', en: 'Add evaluation' },
  'staff.settings.help.remove_evaluation': {
    nl: 'Onderzoek {{number}} verwijderen',
    en: 'Remove evaluation {{number}}',
  },
  'staff.settings.help.non_compliances': { nl: 'Wat niet toegankelijk is', en: 'What is not accessible' },
  'staff.settings.help.non_compliances_hint': {
    nl: 'Per punt: wat niet toegankelijk is en waarom, in het Nederlands en het Engels, en wanneer het is opgelost. Bij status A staat hier niets.',
    en: 'Per item: what is not accessible and why, in Dutch and English, and when it will be fixed. With status A this list is empty.',
  },
  'staff.settings.help.non_compliance': { nl: 'Punt {{number}}', en: 'Item {{number}}' },
  'staff.settings.help.non_compliance_description_nl': {
    nl: 'Wat niet toegankelijk is (punt {{number}}, Nederlands)',
    en: 'What is not accessible (item {{number}}, Dutch)',
  },
  'staff.settings.help.non_compliance_description_en': {
    nl: 'Wat niet toegankelijk is (punt {{number}}, Engels)',
    en: 'What is not accessible (item {{number}}, English)',
  },
  'staff.settings.help.non_compliance_reason_nl': {
    nl: 'Waarom (punt {{number}}, Nederlands)',
    en: 'Why (item {{number}}, Dutch)',
  },
  'staff.settings.help.non_compliance_reason_en': {
    nl: 'Waarom (punt {{number}}, Engels)',
    en: 'Why (item {{number}}, English)',
  },
  'staff.settings.help.non_compliance_fix_date': {
    nl: 'Opgelost op (punt {{number}})',
    en: 'Fixed by (item {{number}})',
  },
  'staff.settings.help.non_compliance_fix_hint': {
    nl: 'Niet verplicht. Laat leeg als er nog geen datum is.',
    en: 'Optional. Leave empty when there is no date yet.',
  },
  'staff.settings.help.add_non_compliance': { nl: 'Punt toevoegen', en: 'Add item' },
  'staff.settings.help.remove_non_compliance': { nl: 'Punt {{number}} verwijderen', en: 'Remove item {{number}}' },
  'staff.settings.help.save_accessibility': { nl: 'Verklaring opslaan', en: 'Save statement' },
  'staff.settings.help.invalid': { nl: 'Dit veld klopt niet.', en: 'This field is not valid.' },

  // Payment provider.
  'staff.settings.payment.title': { nl: 'Betaalprovider', en: 'Payment provider' },
  'staff.settings.payment.provider': { nl: 'Provider', en: 'Provider' },
  'staff.settings.payment.provider.simulator': {
    nl: 'Testbetaling (alleen voor testen)',
    en: 'Test checkout (testing only)',
  },
  'staff.settings.payment.provider.mollie': { nl: 'Mollie', en: 'Mollie' },
  'staff.settings.payment.key': { nl: 'API-sleutel', en: 'API key' },
  'staff.settings.payment.changed': { nl: 'Laatst gewijzigd', en: 'Last changed' },
  'staff.settings.payment.change': { nl: 'Provider wijzigen', en: 'Change provider' },
  'staff.settings.payment.key_replace_hint': {
    nl: 'Er is een sleutel opgeslagen; die wordt nooit getoond. Vul een nieuwe in om hem te vervangen.',
    en: 'A key is stored; it is never shown. Enter a new one to replace it.',
  },
  'staff.settings.payment.save': { nl: 'Betaalprovider opslaan', en: 'Save payment provider' },
  'staff.settings.payment.saved': {
    nl: 'Opgeslagen. De sleutel wordt nooit meer getoond.',
    en: 'Saved. The key is never shown again.',
  },
  'staff.settings.payment.key_form': {
    nl: 'Een Mollie-sleutel begint met live_ of test_, gevolgd door minstens 20 letters of cijfers.',
    en: 'A Mollie key starts with live_ or test_, followed by at least 20 letters or digits.',
  },
  'staff.settings.payment.no_secret_store': {
    nl: 'De sleutel kan hier niet versleuteld worden opgeslagen (IDENTITY_SECRET_KEY ontbreekt). Vraag de beheerder van de server.',
    en: 'The key cannot be stored encrypted here (IDENTITY_SECRET_KEY is missing). Ask the server’s operator.',
  },
  'staff.settings.payment.simulator_off': {
    nl: 'De testbetaling staat op deze server uit.',
    en: 'The test checkout is switched off on this server.',
  },
});
