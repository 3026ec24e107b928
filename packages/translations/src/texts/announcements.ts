import { defineTexts } from '../define.js';

/** Announcements (issue 28): the back office's screen, and how home shows them to the resident. */
export const announcements = defineTexts({
  'staff.nav.announcements': { nl: 'Mededelingen', en: 'Announcements' },
  'staff.announcements.intro': {
    nl: 'Een bericht voor inwoners op hun startpagina: voor wie een van de gekozen producten heeft of in een van de gekozen zones woont, van de eerste tot en met de laatste dag.',
    en: 'A message for residents on their home page: for those who hold one of the chosen products or live in one of the chosen zones, from the first through the last day.',
  },
  'staff.announcements.empty': { nl: 'Er zijn nog geen mededelingen.', en: 'There are no announcements yet.' },
  'staff.announcements.new': { nl: 'Nieuwe mededeling', en: 'New announcement' },
  'staff.announcements.title_nl': { nl: 'Titel (Nederlands)', en: 'Title (Dutch)' },
  'staff.announcements.title_en': { nl: 'Titel (Engels)', en: 'Title (English)' },
  'staff.announcements.body_nl': { nl: 'Tekst (Nederlands)', en: 'Text (Dutch)' },
  'staff.announcements.body_en': { nl: 'Tekst (Engels)', en: 'Text (English)' },
  'staff.announcements.products': {
    nl: 'Voor wie een van deze producten heeft',
    en: 'For holders of one of these products',
  },
  'staff.announcements.zones': {
    nl: 'Voor wie in een van deze zones woont',
    en: 'For residents of one of these zones',
  },
  'staff.announcements.audience_hint': {
    nl: 'Kies minstens één product of zone.',
    en: 'Choose at least one product or zone.',
  },
  'staff.announcements.from': { nl: 'Zichtbaar vanaf', en: 'Shown from' },
  'staff.announcements.until': { nl: 'Zichtbaar tot en met', en: 'Shown until' },
  'staff.announcements.publish': { nl: 'Publiceren', en: 'Publish' },
  'staff.announcements.published': { nl: 'De mededeling is gepubliceerd.', en: 'The announcement has been published.' },
  'staff.announcements.list': { nl: 'Mededelingen', en: 'Announcements' },
  'staff.announcements.col.title': { nl: 'Titel', en: 'Title' },
  'staff.announcements.col.audience': { nl: 'Voor', en: 'For' },
  'staff.announcements.col.period': { nl: 'Periode', en: 'Period' },
  'staff.announcements.col.status': { nl: 'Status', en: 'Status' },
  'staff.announcements.col.actions': { nl: 'Acties', en: 'Actions' },
  'staff.announcements.period': { nl: '{{from}} t/m {{until}}', en: '{{from}} to {{until}}' },
  'staff.announcements.status.active': { nl: 'Gepubliceerd', en: 'Published' },
  'staff.announcements.status.withdrawn': { nl: 'Ingetrokken', en: 'Withdrawn' },
  'staff.announcements.withdraw': { nl: 'Mededeling "{{title}}" intrekken', en: 'Withdraw announcement "{{title}}"' },
  'staff.announcements.problem.withdrawn': {
    nl: 'Deze mededeling is al ingetrokken.',
    en: 'This announcement has been withdrawn already.',
  },
  'staff.announcements.problem.unknown_product': {
    nl: 'Dit product biedt de gemeente niet aan.',
    en: 'The municipality does not offer this product.',
  },
  'staff.announcements.problem.unknown_zone': {
    nl: 'Deze zone kent de gemeente niet.',
    en: 'The municipality has no such zone.',
  },
  'staff.announcements.send_email': {
    nl: 'Ook e-mailen aan wie een vergunning voor een van deze producten of zones heeft',
    en: 'Also e-mail those holding a permit for one of these products or zones',
  },
  'staff.announcements.mailed': {
    nl: 'De mededeling is gepubliceerd en aan {{count}} inwoners gemaild.',
    en: 'The announcement has been published and e-mailed to {{count}} residents.',
  },
  'messages.kind.announcement': { nl: 'Mededelingen van de gemeente', en: 'Announcements from the municipality' },
  'mail.announcement.subject': { nl: 'Mededeling: {{title}}', en: 'Announcement: {{title}}' },
  'mail.announcement.body': {
    nl: '{{title}}\n\n{{text}}\n\nDeze mededeling staat tot en met {{until}} op uw startpagina.\n\n{{link}}',
    en: '{{title}}\n\n{{text}}\n\nThis announcement is on your home page until {{until}}.\n\n{{link}}',
  },
  'home.announcements.title': { nl: 'Mededelingen van de gemeente', en: 'Announcements from the municipality' },
  'home.announcements.until': { nl: 'Tot en met {{date}}', en: 'Until {{date}}' },
});
