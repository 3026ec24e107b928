import { localized } from '@parkeerloket/translations';
import { describe, expect, it } from 'vitest';
import { templateDocumentId } from './document-ids.js';
import {
  buildDocumentsToUpload,
  decodeRpgId,
  displayPlate,
  documentFactsOf,
  documentsNeed,
  encodeRpgId,
  type PlateInput,
  type RequirementInput,
} from './document-requirements.js';

const requirement = (
  overrides: Partial<RequirementInput> & Pick<RequirementInput, 'id' | 'scope'>,
): RequirementInput => ({
  doc_type_code: `DOC${overrides.id}`,
  description: { nl: `Document ${overrides.id}`, en: `Document ${overrides.id} (en)` },
  instruction: { nl: 'Upload een kopie', en: 'Upload a copy' },
  max_documents: 2,
  min_status_level: 1,
  template_filename: null,
  position: 0,
  ...overrides,
});

const own: PlateInput = { position: 1, license_plate: 'AB12CD', lease_yn: 'N' };
const leased: PlateInput = { position: 2, license_plate: '12ABC3', lease_yn: 'Y' };
const foreign: PlateInput = { position: 3, license_plate: 'BAB1234', lease_yn: 'Y', country: 'DE' };

const additional = requirement({ id: 7, scope: 'ADDITIONAL', template_filename: 'verklaring.pdf', position: 2 });
const registration = requirement({ id: 3, scope: 'PLATE', position: 1 });
const lease = requirement({ id: 4, scope: 'LEASE_PLATE', min_status_level: 0, position: 0 });

describe('RPG_ID', () => {
  it('stands for requirement and plate, and decodes back', () => {
    expect(encodeRpgId(7, null)).toBe(70);
    expect(encodeRpgId(3, 2)).toBe(32);
    expect(decodeRpgId(70)).toEqual({ requirementId: 7, platePosition: null });
    expect(decodeRpgId(32)).toEqual({ requirementId: 3, platePosition: 2 });
    expect(decodeRpgId(123455)).toEqual({ requirementId: 12345, platePosition: 5 });
    for (const [id, position] of [
      [1, null],
      [1, 1],
      [99, 5],
      [2_147_483_647, 3],
    ] as const) {
      expect(decodeRpgId(encodeRpgId(id, position))).toEqual({ requirementId: id, platePosition: position });
    }
  });

  it('refuses what cannot be one', () => {
    expect(decodeRpgId(0)).toBeNull();
    expect(decodeRpgId(5)).toBeNull();
    expect(decodeRpgId(36)).toBeNull();
    expect(decodeRpgId(1.5)).toBeNull();
    expect(decodeRpgId(-30)).toBeNull();
  });
});

describe('DOCUMENTS_TO_UPLOAD', () => {
  it('lists plate documents plate by plate, then the additional ones', () => {
    const list = buildDocumentsToUpload([additional, registration, lease], [leased, own], [], 'nl_NL');
    expect(list.map((d) => [d.RPG_ID, d.DOC_TYPE_CODE, d.DETAIL_VALUE])).toEqual([
      [31, 'DOC3', 'AB12CD'],
      [42, 'DOC4', '12ABC3'],
      [32, 'DOC3', '12ABC3'],
      [70, 'DOC7', null],
    ]);
  });

  it('asks a lease document only for plates with LEASE Y, the additional one once', () => {
    const list = buildDocumentsToUpload([lease, additional], [own, leased, foreign], [], 'nl_NL');
    expect(list.map((d) => d.RPG_ID)).toEqual([42, 43, 70]);
    expect(buildDocumentsToUpload([additional], [], [], 'nl_NL').map((d) => d.RPG_ID)).toEqual([70]);
    expect(buildDocumentsToUpload([lease], [own], [], 'nl_NL')).toEqual([]);
  });

  it('fills every field in the user language, with the template and what is uploaded', () => {
    const uploaded = [
      { id: 91, rpgId: 31, filename: 'kenteken.pdf', statusLevel: 1, statusReasonCode: null },
      { id: 92, rpgId: 70, filename: 'verklaring.pdf', statusLevel: 1, statusReasonCode: 'NVT' },
      { id: 93, rpgId: 999, filename: 'other.pdf', statusLevel: 1, statusReasonCode: null },
    ];
    const [plate, extra] = buildDocumentsToUpload([registration, additional], [own], uploaded, 'en_EN');
    expect(plate).toEqual({
      RPG_ID: 31,
      DOC_TYPE_CODE: 'DOC3',
      DOC_TYPE_DESCRIPTION: 'Document 3 (en)',
      INSTRUCTION: 'Upload a copy',
      DISPLAY_DVE: 'AB-12-CD',
      DETAIL_VALUE: 'AB12CD',
      MAX_DOCUMENTS: 2,
      MIN_STATUS_LEVEL: 1,
      DOWNLOAD_DOC: null,
      UPLOADED_DOCUMENTS: [
        {
          ID: 91,
          FILENAME: 'kenteken.pdf',
          STATUS_LEVEL: 1,
          STATUS_REASON_CODE: null,
          STATUS_DESCRIPTION: null,
          STATUS_REASON_DESC: null,
        },
      ],
    });
    expect(extra).toMatchObject({
      RPG_ID: 70,
      DOC_TYPE_DESCRIPTION: 'Document 7 (en)',
      DISPLAY_DVE: null,
      DETAIL_VALUE: null,
      // Templates live in their own id range, so get_document never mistakes one for an upload.
      DOWNLOAD_DOC: { ID: templateDocumentId(7), FILENAME: 'verklaring.pdf' },
      UPLOADED_DOCUMENTS: [{ ID: 92, FILENAME: 'verklaring.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: 'NVT' }],
    });
  });

  it('says whether documents are needed, and whether continuing is possible', () => {
    expect(documentsNeed([])).toBe('none');
    const optionalOnly = buildDocumentsToUpload([lease], [leased], [], 'nl_NL');
    expect(documentsNeed(optionalOnly)).toBe('optional');
    const mixed = buildDocumentsToUpload([lease, registration], [leased], [], 'nl_NL');
    expect(documentsNeed(mixed)).toBe('required');

    expect(documentFactsOf([])).toEqual({ allRequiredUploaded: true, anyUploaded: false });
    expect(documentFactsOf(mixed)).toEqual({ allRequiredUploaded: false, anyUploaded: false });
    const upload = (rpgId: number, statusReasonCode: string | null = null) => ({
      id: rpgId * 100,
      rpgId,
      filename: 'a.pdf',
      statusLevel: 1,
      statusReasonCode,
    });
    const optionalDone = buildDocumentsToUpload([lease, registration], [leased], [upload(42)], 'nl_NL');
    expect(documentFactsOf(optionalDone)).toEqual({ allRequiredUploaded: false, anyUploaded: true });
    const requiredDone = buildDocumentsToUpload([lease, registration], [leased], [upload(32)], 'nl_NL');
    expect(documentFactsOf(requiredDone)).toEqual({ allRequiredUploaded: true, anyUploaded: true });
    const rejected = buildDocumentsToUpload([lease, registration], [leased], [upload(32, 'NVT')], 'nl_NL');
    expect(documentFactsOf(rejected)).toEqual({ allRequiredUploaded: false, anyUploaded: false });
  });
});

describe('texts and plates', () => {
  it('takes the user language, then Dutch, then anything', () => {
    expect(localized({ nl: 'Hallo', en: 'Hello' }, 'en_EN')).toBe('Hello');
    expect(localized({ nl: 'Hallo' }, 'en_EN')).toBe('Hallo');
    expect(localized({ de: 'Hallo!' }, 'nl_NL')).toBe('Hallo!');
    expect(localized(null, 'nl_NL')).toBe('');
  });

  it.each([
    ['AB12CD', 'AB-12-CD'],
    ['12ABC3', '12-ABC-3'],
    ['AB1234', 'AB-12-34'],
    ['1234AB', '12-34-AB'],
    ['ABCD12', 'AB-CD-12'],
    ['1ABC23', '1-ABC-23'],
    ['ABCDEF', 'ABCDEF'],
    ['BAB1234', 'BAB1234'],
  ])('writes %s as %s', (plate, shown) => {
    expect(displayPlate(plate)).toBe(shown);
  });

  it('leaves foreign plates as they are', () => {
    expect(displayPlate('AB12CD', 'DE')).toBe('AB12CD');
    expect(displayPlate('AB12CD', 'nl')).toBe('AB-12-CD');
  });
});
