/**
 * The catalogues of the demo municipalities, applied by the seed through importCatalogue (so
 * running the seed again changes nothing). Each product shows a part of the portal:
 *
 * Gemeente Voorbeeld (postcodes 1231–1236)
 * - BEWONER, resident permit in Centrum (1231–1234), Stationsgebied (1235) and Noord (1236): located by
 *   address, three price lines (month, quarter, year), one per resident and two per address, one or
 *   two plates, lease cars allowed with a lease contract (LEASE_PLATE). Jan Jansen (Kerkstraat 12,
 *   1234 AB) requests it in Centrum and ends at payment.
 * - TWEEDE_AUTO, second-car permit in Stationsgebied and Noord only: one price line, no documents, own
 *   car only. Pieter de Vries (1235 CD) may request it; Jan sees "not in this area".
 * - BEZOEKER, visitor permit in all of Voorbeeld: one price line per day with day selection, Monday to
 *   Saturday, no plate required.
 * - MANTELZORG, carer permit: free (price 0), no documents: a permit at once.
 * - GEHANDICAPT, disabled parking space: a specific location (where the sign should go), two
 *   documents (ADDITIONAL, minimum status level 1), one with a PDF form to download.
 * - BEDRIJF, business permit for companies in the three zones: one per 5 FTE, one to three plates,
 *   three price lines, confirmation required. Bakkerij Van Dam (Kerkstraat 5, 1234 AB) has no FTE
 *   until it enters them in its profile; with fewer than 5 FTE it may hold none.
 * - GARAGE, car park subscription with a waiting list, no address needed: in Centrum two garages,
 *   Marktplein full (capacity 0) and Stadhuis with places; in Stationsgebied one garage, full, so the
 *   product itself shows "to waiting list".
 * - DEELAUTO, car-sharing pilot for persons and companies: one price line with a fixed end date
 *   (2027-12-31); terminating it refunds the unused days, a plate change costs € 5.
 * - EVENEMENT, event permit for anyone, no address needed: free, a permit at once, with a card number
 *   (EV00001 onwards) and a link to the parking app (permit-plus); its plate changes for free, and it
 *   can be ended now or on a later day. The resident permit (BEWONER) refunds whole unused months and
 *   charges € 10 for a plate change.
 * - ZORGVERLENER, care provider permit for persons anywhere in Voorbeeld (no address needed, so any
 *   resident may request it): a document per leased plate (LEASE_PLATE) and an additional one
 *   (ADDITIONAL, with a form to download), then the employee's review, then the resident's
 *   confirmation, then payment. A car not in the requester's name, such as the simulator's lease car
 *   SXR41P, asks for the lease contract.
 *
 * Gemeente Proefdorp (postcodes 9876–9877): a smaller catalogue of resident, visitor, carer,
 * business and garage products, the garage with one full location.
 */
import { type CatalogueFileInput, defineCatalogue } from '../catalogue/index.js';

const t = (nl: string, en: string) => ({ nl, en });

type PermitTypeInput = NonNullable<CatalogueFileInput['permitTypes']>[number];
type ProductInput = NonNullable<CatalogueFileInput['products']>[number];

const WORKDAYS_AND_SATURDAY = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A one-page PDF (A4, Helvetica) with the given lines: a form residents download, print, have
 * filled in and upload again. Built byte by byte, so the seed needs no file and always gives the
 * same bytes. Text is ASCII.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
    ...lines.flatMap((line) => [`(${escapePdf(line)}) Tj`, '0 -22 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (Parkeerloket) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function medicalStatement(municipality: string): string {
  return Buffer.from(
    simplePdf(`Gemeente ${municipality} - Medische verklaring / Medical statement`, [
      'Gehandicaptenparkeerplaats op kenteken / Disabled parking space for your car',
      '',
      'In te vullen door uw behandelend arts / To be completed by your doctor',
      '',
      'Naam aanvrager / Name of applicant: ..................................................',
      'Geboortedatum / Date of birth: ..................................................',
      'Loopafstand zonder hulp (meters) / Walking distance without help (metres): ..........',
      'Duur van de beperking / Duration of the impairment: ..................................',
      '',
      'Naam arts / Name of doctor: ..................................................',
      'Datum en handtekening / Date and signature: ..................................',
      '',
      'Upload dit formulier bij uw aanvraag / Upload this form with your request.',
    ]),
  ).toString('base64');
}

function careStatement(municipality: string): string {
  return Buffer.from(
    simplePdf(`Gemeente ${municipality} - Verklaring zorgorganisatie / Statement of the care organisation`, [
      'Zorgverlenersvergunning / Care provider permit',
      '',
      'In te vullen door de zorgorganisatie / To be completed by the care organisation',
      '',
      'Naam zorgverlener / Name of the care provider: ..................................',
      'Functie / Position: ..................................................',
      'Zorgorganisatie / Care organisation: ..................................................',
      'Datum en handtekening / Date and signature: ..................................',
      '',
      'Upload dit formulier bij uw aanvraag / Upload this form with your request.',
    ]),
  ).toString('base64');
}

function zone(code: string, nl: string, en: string) {
  return [{ code, description: t(`Vergunninggebied ${nl}`, `Permit zone ${en}`) }];
}

function residentPermit(priceLines: PermitTypeInput['priceLines'], maxPlates: number): PermitTypeInput {
  return {
    refundRule: 'UNUSED_MONTHS',
    plateChangeCostCents: 1000,
    code: 'BEWONER',
    description: t('Bewonersvergunning', 'Resident permit'),
    longDescription: t(
      'Met een bewonersvergunning parkeert u in het vergunninggebied van uw woonadres. U vraagt één vergunning per persoon aan, en op een adres zijn er hoogstens twee.',
      'With a resident permit you park in the permit zone of your home address. You can request one permit per person, and an address can have at most two.',
    ),
    additionalInfo: t(
      'De vergunning geldt alleen in het gebied van uw adres. Betaalt u per jaar, dan bent u het voordeligst uit. Staat de auto niet op uw naam (een leaseauto of auto van de zaak), upload dan het leasecontract of een verklaring van uw werkgever.',
      'The permit is valid only in the zone of your address. Paying per year is the cheapest. If the car is not registered in your name (a lease or company car), upload the lease contract or a statement from your employer.',
    ),
    relationTypes: 'P',
    locationByAddress: true,
    maxStartOffsetDays: 90,
    maxPerRelation: 1,
    maxPerAddress: 2,
    minPlates: 1,
    maxPlates,
    leaseAllowed: true,
    priceLines,
    documents: [
      {
        docTypeCode: 'LEASECONTRACT',
        description: t('Leasecontract of werkgeversverklaring', 'Lease contract or employer’s statement'),
        instruction: t(
          'Upload het leasecontract, of een verklaring van uw werkgever, waarop het kenteken en uw naam staan.',
          'Upload the lease contract, or a statement from your employer, showing the licence plate and your name.',
        ),
        scope: 'LEASE_PLATE',
        maxDocuments: 2,
        minStatusLevel: 1,
      },
    ],
  };
}

function visitorPermit(municipality: string, centsPerDay: number): PermitTypeInput {
  return {
    code: 'BEZOEKER',
    description: t('Bezoekersvergunning', 'Visitor permit'),
    longDescription: t(
      `Uw bezoek parkeert in heel ${municipality} op de dagen die u kiest, in de week vanaf de startdatum. U betaalt per gekozen dag.`,
      `Your visitors park anywhere in ${municipality} on the days you choose, in the week from the start date. You pay per day chosen.`,
    ),
    additionalInfo: t(
      'Op zondag is parkeren gratis; daarom kiest u uit maandag tot en met zaterdag. Het kenteken van uw bezoek hoeft u niet op te geven.',
      'Parking is free on Sundays, so you choose from Monday to Saturday. You do not need to give your visitor’s licence plate.',
    ),
    relationTypes: 'P',
    locationByAddress: true,
    maxStartOffsetDays: 30,
    minPlates: 0,
    maxPlates: 1,
    priceLines: [
      {
        periodType: 'W',
        periodCount: 1,
        priceCents: centsPerDay,
        daySelection: true,
        allowedDays: [...WORKDAYS_AND_SATURDAY],
      },
    ],
  };
}

function carerPermit(): PermitTypeInput {
  return {
    code: 'MANTELZORG',
    description: t('Mantelzorgvergunning', 'Carer permit'),
    longDescription: t(
      'Krijgt u mantelzorg, dan parkeert uw mantelzorger gratis bij uw woning. Geef het kenteken van de auto van uw mantelzorger op.',
      'If you receive informal care, your carer parks near your home for free. Give the licence plate of your carer’s car.',
    ),
    relationTypes: 'P',
    locationByAddress: true,
    maxPerRelation: 1,
    minPlates: 1,
    maxPlates: 1,
    leaseAllowed: true,
    priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 0 }],
  };
}

function businessPermit(priceLines: PermitTypeInput['priceLines'], maxPlates: number): PermitTypeInput {
  return {
    code: 'BEDRIJF',
    description: t('Bedrijfsvergunning', 'Business permit'),
    longDescription: t(
      'Voor bedrijven met een vestiging in het vergunninggebied. Per 5 FTE krijgt u één vergunning, met meer kentekens waarvan er één tegelijk geparkeerd staat.',
      'For companies with an establishment in the permit zone. You get one permit per 5 FTE, with several licence plates of which one is parked at a time.',
    ),
    additionalInfo: t(
      'Vul eerst bij Mijn gegevens het aantal FTE van uw bedrijf in: per 5 FTE kunt u één bedrijfsvergunning krijgen (met 12 FTE dus twee). U bevestigt de aanvraag voordat u betaalt.',
      'First enter your company’s number of FTE under My details: you can get one business permit per 5 FTE (so two with 12 FTE). You confirm the request before you pay.',
    ),
    relationTypes: 'C',
    locationByAddress: true,
    maxStartOffsetDays: 60,
    ftePerPermit: 5,
    minPlates: 1,
    maxPlates,
    confirmationRequired: true,
    priceLines,
    documents: [],
  };
}

function garageSubscription(priceLines: PermitTypeInput['priceLines']): PermitTypeInput {
  return {
    code: 'GARAGE',
    description: t('Garageabonnement', 'Car park subscription'),
    longDescription: t(
      'Een vaste plek in een parkeergarage van de gemeente, dag en nacht. U hoeft niet in de buurt te wonen.',
      'A place of your own in a municipal car park, day and night. You do not need to live nearby.',
    ),
    additionalInfo: t(
      'Is de garage van uw keuze vol, dan kunt u zich op de wachtlijst laten plaatsen. Komt er een plek vrij, dan krijgt u een e-mail en kunt u het abonnement aanvragen.',
      'If the car park of your choice is full, you can join its waiting list. When a place becomes free, you receive an e-mail and can request the subscription.',
    ),
    relationTypes: 'P,C',
    waitingList: true,
    maxStartOffsetDays: 60,
    minPlates: 1,
    maxPlates: 1,
    priceLines,
  };
}

function garage(code: string, nl: string, en: string, capacity: number) {
  return { code, description: t(nl, en), capacity };
}

export const VOORBEELD_CATALOGUE = defineCatalogue({
  areas: [
    { code: 'CENTRUM', description: t('Centrum', 'City centre'), postcodes: ['1231', '1232', '1233', '1234'] },
    { code: 'STATION', description: t('Stationsgebied', 'Station area'), postcodes: ['1235'] },
    { code: 'NOORD', description: t('Noord', 'North'), postcodes: ['1236'] },
    {
      code: 'GEMEENTE',
      description: t('Heel Voorbeeld', 'All of Voorbeeld'),
      postcodes: ['1231', '1232', '1233', '1234', '1235', '1236'],
    },
  ],
  categories: [
    {
      code: 'BEWONERS',
      name: t('Bewonersvergunningen', 'Resident permits'),
      description: t('Parkeren bij uw woning.', 'Parking near your home.'),
    },
    {
      code: 'BEZOEKERS',
      name: t('Bezoekers en mantelzorg', 'Visitors and carers'),
      description: t('Parkeren voor uw bezoek en uw mantelzorger.', 'Parking for your visitors and your carer.'),
    },
    {
      code: 'BEDRIJVEN',
      name: t('Bedrijfsvergunningen', 'Business permits'),
      description: t('Voor ondernemers in een vergunninggebied.', 'For businesses in a permit zone.'),
    },
    {
      code: 'GARAGES',
      name: t('Garageabonnementen', 'Car park subscriptions'),
      description: t('Een vaste plek in een parkeergarage.', 'A place of your own in a car park.'),
    },
    {
      code: 'OVERIG',
      name: t('Overige vergunningen', 'Other permits'),
      description: t('Proeven en bijzondere vergunningen.', 'Pilots and special permits.'),
    },
  ],
  permitTypes: [
    residentPermit(
      [
        { periodType: 'M', periodCount: 1, priceCents: 950 },
        { periodType: 'M', periodCount: 3, priceCents: 2700 },
        { periodType: 'Y', periodCount: 1, priceCents: 9900 },
      ],
      2,
    ),
    {
      code: 'TWEEDE_AUTO',
      description: t('Tweede-autovergunning', 'Second-car permit'),
      longDescription: t(
        'Voor een tweede auto op hetzelfde adres, buiten het centrum. Eén per adres, alleen voor een auto op uw naam.',
        'For a second car at the same address, outside the city centre. One per address, only for a car in your name.',
      ),
      relationTypes: 'P',
      locationByAddress: true,
      maxStartOffsetDays: 90,
      maxPerRelation: 1,
      maxPerAddress: 1,
      minPlates: 1,
      maxPlates: 1,
      leaseAllowed: false,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 18900 }],
    },
    visitorPermit('Voorbeeld', 350),
    carerPermit(),
    {
      code: 'GEHANDICAPT',
      description: t('Gehandicaptenparkeerplaats op kenteken', 'Disabled parking space for your car'),
      longDescription: t(
        'Een eigen parkeerplaats bij uw woning, met een bord met uw kenteken. U geeft aan waar de plaats moet komen en uploadt uw gehandicaptenparkeerkaart en een medische verklaring.',
        'A parking space of your own near your home, with a sign showing your licence plate. You say where it should be and upload your disabled parking card and a medical statement.',
      ),
      additionalInfo: t(
        'Download de medische verklaring, laat die invullen door uw arts en upload hem bij de aanvraag. De gemeente beoordeelt uw documenten; daarna betaalt u de leges van € 75 voor vijf jaar.',
        'Download the medical statement, have your doctor fill it in and upload it with your request. The municipality reviews your documents; you then pay the fee of € 75 for five years.',
      ),
      relationTypes: 'P',
      locationByAddress: true,
      needSpecificLocation: true,
      minStartOffsetDays: 14,
      maxStartOffsetDays: 180,
      maxPerRelation: 1,
      minPlates: 1,
      maxPlates: 1,
      leaseAllowed: true,
      priceLines: [{ periodType: 'Y', periodCount: 5, priceCents: 7500 }],
      documents: [
        {
          docTypeCode: 'GPK',
          description: t('Gehandicaptenparkeerkaart', 'Disabled parking card'),
          instruction: t(
            'Upload een foto of scan van beide kanten van uw gehandicaptenparkeerkaart.',
            'Upload a photo or scan of both sides of your disabled parking card.',
          ),
          scope: 'ADDITIONAL',
          maxDocuments: 2,
          minStatusLevel: 1,
        },
        {
          docTypeCode: 'MEDISCH',
          description: t('Medische verklaring', 'Medical statement'),
          instruction: t(
            'Download het formulier, laat het invullen en ondertekenen door uw arts en upload het hier.',
            'Download the form, have your doctor fill it in and sign it, and upload it here.',
          ),
          scope: 'ADDITIONAL',
          maxDocuments: 1,
          minStatusLevel: 1,
          template: {
            filename: 'medische-verklaring.pdf',
            contentType: 'application/pdf',
            base64: medicalStatement('Voorbeeld'),
          },
        },
      ],
    },
    businessPermit(
      [
        { periodType: 'M', periodCount: 1, priceCents: 3500 },
        { periodType: 'M', periodCount: 3, priceCents: 9900 },
        { periodType: 'Y', periodCount: 1, priceCents: 35000 },
      ],
      3,
    ),
    garageSubscription([
      { periodType: 'M', periodCount: 1, priceCents: 8500 },
      { periodType: 'Y', periodCount: 1, priceCents: 92500 },
    ]),
    {
      code: 'DEELAUTO',
      description: t('Deelautovergunning (proef)', 'Car-sharing permit (pilot)'),
      longDescription: t(
        'Voor een auto die u deelt met buren of collega’s, overal in Voorbeeld. De proef loopt tot en met 31 december 2027; de vergunning eindigt dan.',
        'For a car you share with neighbours or colleagues, anywhere in Voorbeeld. The pilot runs until 31 December 2027, when the permit ends.',
      ),
      relationTypes: 'P,C',
      minPlates: 1,
      maxPlates: 1,
      leaseAllowed: true,
      refundRule: 'UNUSED_DAYS',
      plateChangeCostCents: 500,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 12000, permitEndDate: '2027-12-31' }],
    },
    {
      code: 'EVENEMENT',
      description: t('Evenementenvergunning', 'Event permit'),
      longDescription: t(
        'Voor wie een buurtfeest of evenement organiseert: parkeren bij het evenement, overal in Voorbeeld. Gratis, met een kaartnummer en te koppelen aan de parkeerapp.',
        'For those who organise a street party or event: park at the event, anywhere in Voorbeeld. Free, with a card number, and it can be linked to the parking app.',
      ),
      relationTypes: 'P,C',
      minPlates: 1,
      maxPlates: 1,
      leaseAllowed: true,
      permitPlus: true,
      cards: { prefix: 'EV', from: 1, to: 99999 },
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 0 }],
    },
    {
      code: 'ZORGVERLENER',
      description: t('Zorgverlenersvergunning', 'Care provider permit'),
      longDescription: t(
        'Voor wijkverpleegkundigen en andere zorgverleners die cliënten thuis bezoeken: parkeren in heel Voorbeeld tijdens het bezoek, ook met een leaseauto of een auto van de zaak.',
        'For district nurses and other care providers who visit clients at home: park anywhere in Voorbeeld during the visit, also with a lease car or a company car.',
      ),
      additionalInfo: t(
        'Upload een verklaring van uw zorgorganisatie en, als de auto niet op uw naam staat, het leasecontract. De gemeente beoordeelt uw documenten; daarna bevestigt u de aanvraag en betaalt u € 45 per jaar.',
        'Upload a statement from your care organisation and, if the car is not registered in your name, the lease contract. The municipality reviews your documents; you then confirm the request and pay € 45 a year.',
      ),
      relationTypes: 'P',
      maxStartOffsetDays: 60,
      minPlates: 1,
      maxPlates: 1,
      leaseAllowed: true,
      confirmationRequired: true,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 4500 }],
      documents: [
        {
          docTypeCode: 'LEASECONTRACT',
          description: t('Leasecontract of werkgeversverklaring', 'Lease contract or employer’s statement'),
          instruction: t(
            'Upload het leasecontract, of een verklaring van uw werkgever, waarop het kenteken en uw naam staan.',
            'Upload the lease contract, or a statement from your employer, showing the licence plate and your name.',
          ),
          scope: 'LEASE_PLATE',
          maxDocuments: 2,
          minStatusLevel: 1,
        },
        {
          docTypeCode: 'ZORGVERKLARING',
          description: t('Verklaring van de zorgorganisatie', 'Statement of the care organisation'),
          instruction: t(
            'Download het formulier, laat het invullen en ondertekenen door de zorgorganisatie waarvoor u zorg verleent en upload het hier, als scan of als foto.',
            'Download the form, have the care organisation you provide care for fill it in and sign it, and upload it here, as a scan or a photo.',
          ),
          scope: 'ADDITIONAL',
          maxDocuments: 2,
          minStatusLevel: 1,
          template: {
            filename: 'verklaring-zorgorganisatie.pdf',
            contentType: 'application/pdf',
            base64: careStatement('Voorbeeld'),
          },
        },
      ],
    },
  ],
  products: [
    ...(
      [
        ['CENTRUM', 'Centrum', 'City centre'],
        ['STATION', 'Stationsgebied', 'Station area'],
        ['NOORD', 'Noord', 'North'],
      ] as const
    ).map(
      ([area, nl, en]): ProductInput => ({
        permitType: 'BEWONER',
        area,
        category: 'BEWONERS',
        locations: zone(area, nl, en),
      }),
    ),
    ...(
      [
        ['STATION', 'Stationsgebied', 'Station area'],
        ['NOORD', 'Noord', 'North'],
      ] as const
    ).map(
      ([area, nl, en]): ProductInput => ({
        permitType: 'TWEEDE_AUTO',
        area,
        category: 'BEWONERS',
        locations: zone(area, nl, en),
      }),
    ),
    {
      permitType: 'GEHANDICAPT',
      area: 'GEMEENTE',
      category: 'BEWONERS',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
    {
      permitType: 'BEZOEKER',
      area: 'GEMEENTE',
      category: 'BEZOEKERS',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
    {
      permitType: 'MANTELZORG',
      area: 'GEMEENTE',
      category: 'BEZOEKERS',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
    ...(
      [
        ['CENTRUM', 'Centrum', 'City centre'],
        ['STATION', 'Stationsgebied', 'Station area'],
        ['NOORD', 'Noord', 'North'],
      ] as const
    ).map(
      ([area, nl, en]): ProductInput => ({
        permitType: 'BEDRIJF',
        area,
        category: 'BEDRIJVEN',
        locations: zone(area, nl, en),
      }),
    ),
    {
      permitType: 'GARAGE',
      area: 'CENTRUM',
      category: 'GARAGES',
      locations: [
        garage('MARKTPLEIN', 'Garage Marktplein', 'Marktplein car park', 0),
        garage('STADHUIS', 'Garage Stadhuis', 'Town hall car park', 120),
      ],
    },
    {
      permitType: 'GARAGE',
      area: 'STATION',
      category: 'GARAGES',
      locations: [garage('STATIONSPLEIN', 'Garage Stationsplein', 'Stationsplein car park', 0)],
    },
    {
      permitType: 'DEELAUTO',
      area: 'GEMEENTE',
      category: 'OVERIG',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
    {
      permitType: 'ZORGVERLENER',
      area: 'GEMEENTE',
      category: 'OVERIG',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
    {
      permitType: 'EVENEMENT',
      area: 'GEMEENTE',
      category: 'OVERIG',
      locations: zone('GEMEENTE', 'Voorbeeld', 'Voorbeeld'),
    },
  ],
});

export const PROEFDORP_CATALOGUE = defineCatalogue({
  areas: [
    { code: 'DORPSKERN', description: t('Dorpskern', 'Village centre'), postcodes: ['9876'] },
    { code: 'OOST', description: t('Proefdorp-Oost', 'Proefdorp East'), postcodes: ['9877'] },
    { code: 'GEMEENTE', description: t('Heel Proefdorp', 'All of Proefdorp'), postcodes: ['9876', '9877'] },
  ],
  categories: [
    {
      code: 'BEWONERS',
      name: t('Bewoners', 'Residents'),
      description: t(
        'Vergunningen voor bewoners, hun bezoek en mantelzorgers.',
        'Permits for residents, their visitors and carers.',
      ),
    },
    {
      code: 'BEDRIJVEN',
      name: t('Bedrijven', 'Businesses'),
      description: t('Vergunningen voor ondernemers.', 'Permits for businesses.'),
    },
    {
      code: 'GARAGES',
      name: t('Parkeergarages', 'Car parks'),
      description: t(
        'Abonnementen in de parkeergarages van Proefdorp.',
        'Subscriptions in the car parks of Proefdorp.',
      ),
    },
  ],
  permitTypes: [
    residentPermit(
      [
        { periodType: 'M', periodCount: 1, priceCents: 500 },
        { periodType: 'Y', periodCount: 1, priceCents: 5000 },
      ],
      1,
    ),
    visitorPermit('Proefdorp', 200),
    carerPermit(),
    businessPermit(
      [
        { periodType: 'M', periodCount: 1, priceCents: 2000 },
        { periodType: 'Y', periodCount: 1, priceCents: 20000 },
      ],
      2,
    ),
    garageSubscription([{ periodType: 'M', periodCount: 1, priceCents: 4500 }]),
  ],
  products: [
    {
      permitType: 'BEWONER',
      area: 'DORPSKERN',
      category: 'BEWONERS',
      locations: zone('DORPSKERN', 'Dorpskern', 'Village centre'),
    },
    { permitType: 'BEWONER', area: 'OOST', category: 'BEWONERS', locations: zone('OOST', 'Oost', 'East') },
    {
      permitType: 'BEZOEKER',
      area: 'GEMEENTE',
      category: 'BEWONERS',
      locations: zone('GEMEENTE', 'Proefdorp', 'Proefdorp'),
    },
    {
      permitType: 'MANTELZORG',
      area: 'GEMEENTE',
      category: 'BEWONERS',
      locations: zone('GEMEENTE', 'Proefdorp', 'Proefdorp'),
    },
    {
      permitType: 'BEDRIJF',
      area: 'DORPSKERN',
      category: 'BEDRIJVEN',
      locations: zone('DORPSKERN', 'Dorpskern', 'Village centre'),
    },
    { permitType: 'BEDRIJF', area: 'OOST', category: 'BEDRIJVEN', locations: zone('OOST', 'Oost', 'East') },
    {
      permitType: 'GARAGE',
      area: 'GEMEENTE',
      category: 'GARAGES',
      locations: [
        garage('HAVENKADE', 'Garage Havenkade', 'Havenkade car park', 40),
        garage('BRINK', 'Garage De Brink', 'De Brink car park', 0),
      ],
    },
  ],
});

/** The catalogue of each demo municipality, by tenant code. */
export const DEMO_CATALOGUES: Readonly<Record<string, CatalogueFileInput>> = {
  voorbeeld: VOORBEELD_CATALOGUE,
  proefdorp: PROEFDORP_CATALOGUE,
};
