import { licensePlateListParam } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import { describe, expect, it } from 'vitest';
import {
  addButtonText,
  addPlate,
  canAddPlate,
  confirmQuestionText,
  decideSave,
  dutchByDefault,
  entryWithoutCheck,
  filterPlateDetail,
  filterPlateInput,
  instructionText,
  isRegistryChecked,
  isUnchangedEdit,
  ordinal,
  ordinalSuffix,
  otherPlates,
  outcomeAfterCheck,
  type PlateDraft,
  type PlateEntry,
  type PlateRequirement,
  type PlateText,
  plateAfterDutchChange,
  plateDeleted,
  plateDetails,
  plateError,
  plateForEditing,
  plateFromEntry,
  plateLimits,
  plateSaved,
  platesComplete,
  proofDocumentNeeded,
  type RegistryAnswer,
  readRegistryAnswer,
  removePlate,
  replacePlate,
  showAddButton,
  showConfirmQuestion,
  takesNoPlates,
  toWirePlates,
  upperCasePlate,
} from './license-plate-rules';

const en = bundledCatalogue('en_EN');
const nl = bundledCatalogue('nl_NL');

/** The English text of a rule's answer, filled in the way i18next does. */
function english(text: PlateText | null): string | null {
  if (!text) return null;
  const template = en[text.key];
  expect(template, text.key).toBeDefined();
  return (template ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(text.values?.[name] ?? `{{${name}}}`),
  );
}

function requirement(overrides: Partial<PlateRequirement> = {}): PlateRequirement {
  return {
    MIN_LICENSEPLATES: 1,
    MAX_LICENSEPLATES: 3,
    REGISTER_BRAND: 'N',
    REGISTER_COLOUR: 'N',
    REGISTER_LEASE: 'N',
    ...overrides,
  };
}

function entry(overrides: Partial<PlateEntry> = {}): PlateEntry {
  return {
    LICENSE_PLATE: 'AB123C',
    LEASE: 'N',
    RDW_CHECKED: 'Y',
    BRAND: '',
    COLOR: '',
    COUNTRY: 'NL',
    dutchLicensePlate: true,
    ...overrides,
  };
}

function draft(overrides: Partial<PlateDraft> = {}): PlateDraft {
  return { plate: 'AB123C', dutch: true, brand: '', colour: '', ...overrides };
}

describe('the plate field', () => {
  it('upper-cases and strips dashes, spaces and the special characters of lifecycle 5', () => {
    expect(filterPlateInput('ab-12-cd', true)).toBe('AB12CD');
    expect(filterPlateInput(' ab 12 cd ', true)).toBe('AB12CD');
    expect(filterPlateInput('!@#$%^&*.\\/-+=\'"<>:;?,_(){}[]~`|a1', false)).toBe('A1');
  });

  it('refuses input beyond 6 characters for a Dutch plate and 10 for a foreign one', () => {
    expect(filterPlateInput('AB123CD', true)).toBe('AB123C');
    expect(filterPlateInput('ABCDEFGHIJKL', false)).toBe('ABCDEFGHIJ');
    expect(filterPlateInput('ab-12-cd-ef', true)).toBe('AB12CD');
  });

  it('keeps letters A–Z and digits only, so accented letters are dropped', () => {
    expect(filterPlateInput('äb12çd', false)).toBe('B12D');
  });

  it('loads a plate for editing upper-cased and without dashes, never shortened', () => {
    expect(plateForEditing('ab-12-cd')).toBe('AB12CD');
    expect(plateForEditing('ABCDEFGHIJKL')).toBe('ABCDEFGHIJKL');
  });

  it('truncates to 6 when switching to Dutch, and keeps the plate when switching to foreign', () => {
    expect(plateAfterDutchChange('ABCDEFGH', true)).toBe('ABCDEF');
    expect(plateAfterDutchChange('ABC', true)).toBe('ABC');
    expect(plateAfterDutchChange('ABCDEF', false)).toBe('ABCDEF');
  });

  it('defaults the Dutch choice to Y for an empty value or 6 valid characters', () => {
    expect(dutchByDefault('')).toBe(true);
    expect(dutchByDefault('AB123C')).toBe(true);
    expect(dutchByDefault('ab-12-cd')).toBe(true);
    expect(dutchByDefault('ABC')).toBe(false);
    expect(dutchByDefault('ABCDEFGH')).toBe(false);
  });

  it('keeps brand and colour without line breaks, at most 50 characters', () => {
    expect(filterPlateDetail('Volvo\n')).toBe('Volvo');
    expect(filterPlateDetail('x'.repeat(60))).toHaveLength(50);
  });

  it('shows a plate upper-cased', () => {
    expect(upperCasePlate('ab123c')).toBe('AB123C');
  });
});

describe('plate validation', () => {
  it('says an empty field can not be empty', () => {
    expect(english(plateError({ plate: '', dutch: true }, []))).toBe('This field can not be empty');
    expect(english(plateError({ plate: '  ', dutch: false }, []))).toBe('This field can not be empty');
  });

  it('says a Dutch plate is 6 characters when it is shorter or longer', () => {
    const message = 'A Dutch licence plate is 6 characters in length.';
    expect(english(plateError({ plate: 'AB12', dutch: true }, []))).toBe(message);
    expect(plateError({ plate: 'AB12', dutch: true }, [])?.key).toBe('auth.permit.license_plate_nl_too_short.text');
    expect(english(plateError({ plate: 'AB12CDE', dutch: true }, []))).toBe(message);
    expect(nl['auth.permit.license_plate_nl_too_short.text']).toBe('Een Nederlands kenteken is 6 tekens lang.');
  });

  it('allows a foreign plate of 1 to 10 characters', () => {
    expect(plateError({ plate: 'A', dutch: false }, [])).toBeNull();
    expect(plateError({ plate: 'ABCDEFGHIJ', dutch: false }, [])).toBeNull();
    expect(english(plateError({ plate: 'ABCDEFGHIJK', dutch: false }, []))).toBe(
      'A foreign licence plate has at most 10 characters.',
    );
  });

  it('allows a Dutch plate of exactly 6 letters and digits', () => {
    expect(plateError({ plate: 'AB123C', dutch: true }, [])).toBeNull();
    expect(plateError({ plate: 'ab-12-cd', dutch: true }, [])).toBeNull();
  });

  it('refuses a plate that is already listed, written in any way', () => {
    const message = 'You already have entered this licence plate!';
    expect(english(plateError({ plate: 'AB123C', dutch: true }, ['AB123C']))).toBe(message);
    expect(english(plateError({ plate: 'AB123C', dutch: true }, ['ab-12-3c']))).toBe(message);
    expect(plateError({ plate: 'AB123C', dutch: true }, ['XY987Z'])).toBeNull();
  });

  it('skips validation for an unchanged plate when editing', () => {
    const original = { plate: 'AB-12-CD', dutch: true };
    expect(isUnchangedEdit({ plate: 'AB12CD', dutch: true }, original)).toBe(true);
    // Even when the stored plate would now be refused (a duplicate the server sent, an odd length).
    expect(plateError({ plate: 'AB12CD', dutch: true }, ['AB12CD'], original)).toBeNull();
    expect(plateError({ plate: 'ABC', dutch: false }, [], { plate: 'ABC', dutch: false })).toBeNull();
  });

  it('validates an edit that changed the plate or the Dutch choice', () => {
    expect(isUnchangedEdit({ plate: 'AB12CE', dutch: true }, { plate: 'AB12CD', dutch: true })).toBe(false);
    expect(isUnchangedEdit({ plate: 'ABC', dutch: true }, { plate: 'ABC', dutch: false })).toBe(false);
    expect(isUnchangedEdit({ plate: 'ABC', dutch: true }, null)).toBe(false);
    expect(plateError({ plate: 'ABC', dutch: true }, [], { plate: 'ABC', dutch: false })?.key).toBe(
      'auth.permit.license_plate_nl_too_short.text',
    );
  });

  it('compares an edited plate with the others only', () => {
    const plates = [entry({ LICENSE_PLATE: 'AB123C' }), entry({ LICENSE_PLATE: 'XY987Z' })];
    expect(otherPlates(plates, 0)).toEqual(['XY987Z']);
    expect(otherPlates(plates, null)).toEqual(['AB123C', 'XY987Z']);
  });
});

describe('the limits', () => {
  it('are whole numbers, the maximum at most 5 and the minimum never above it', () => {
    expect(plateLimits({ MIN_LICENSEPLATES: 1, MAX_LICENSEPLATES: 3 })).toEqual({ min: 1, max: 3 });
    expect(plateLimits({ MIN_LICENSEPLATES: 2, MAX_LICENSEPLATES: 9 })).toEqual({ min: 2, max: 5 });
    expect(plateLimits({ MIN_LICENSEPLATES: 4, MAX_LICENSEPLATES: 2 })).toEqual({ min: 2, max: 2 });
    expect(plateLimits({ MIN_LICENSEPLATES: -1, MAX_LICENSEPLATES: Number.NaN })).toEqual({ min: 0, max: 0 });
    expect(takesNoPlates({ min: 0, max: 0 })).toBe(true);
    expect(takesNoPlates({ min: 0, max: 1 })).toBe(false);
  });

  it('offer the add button while the count is below the maximum', () => {
    expect(canAddPlate(0, { min: 1, max: 2 })).toBe(true);
    expect(canAddPlate(1, { min: 1, max: 2 })).toBe(true);
    expect(canAddPlate(2, { min: 1, max: 2 })).toBe(false);
    expect(canAddPlate(0, { min: 0, max: 0 })).toBe(false);
  });

  it('offers one way to add a further plate: the add button after the answer No, not beside the question', () => {
    const limits = { min: 1, max: 2 };
    expect(showAddButton(0, limits, null)).toBe(true);
    expect(showAddButton(1, limits, null)).toBe(false);
    expect(showAddButton(1, limits, 'Y')).toBe(false);
    expect(showAddButton(1, limits, 'N')).toBe(true);
    expect(showAddButton(2, limits, 'N')).toBe(false);
    // Below the minimum there is no question yet: the button is the only way on.
    expect(showAddButton(1, { min: 2, max: 3 }, null)).toBe(true);
    expect(showAddButton(0, { min: 0, max: 2 }, null)).toBe(true);
  });

  it('ask the question once the count reaches the minimum', () => {
    expect(showConfirmQuestion(0, { min: 1, max: 3 })).toBe(false);
    expect(showConfirmQuestion(1, { min: 1, max: 3 })).toBe(true);
    expect(showConfirmQuestion(3, { min: 1, max: 3 })).toBe(true);
    expect(showConfirmQuestion(0, { min: 0, max: 3 })).toBe(true);
    expect(showConfirmQuestion(4, { min: 1, max: 3 })).toBe(false);
    expect(showConfirmQuestion(0, { min: 0, max: 0 })).toBe(false);
  });
});

describe('platesComplete (Next)', () => {
  const req = { MIN_LICENSEPLATES: 1, MAX_LICENSEPLATES: 2 };

  it('needs a count within the limits and the answer Yes', () => {
    expect(platesComplete(req, [entry()], 'Y')).toBe(true);
    expect(platesComplete(req, [entry(), entry({ LICENSE_PLATE: 'XY987Z' })], 'Y')).toBe(true);
    expect(platesComplete(req, [entry()], 'N')).toBe(false);
    expect(platesComplete(req, [entry()], null)).toBe(false);
    expect(platesComplete(req, [], 'Y')).toBe(false);
    expect(platesComplete(req, [entry(), entry(), entry()], 'Y')).toBe(false);
  });

  it('allows no plates when the minimum is 0 and the answer is Yes', () => {
    expect(platesComplete({ MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 2 }, [], 'Y')).toBe(true);
    expect(platesComplete({ MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 2 }, [], null)).toBe(false);
  });

  it('is complete at once when the product takes no plates', () => {
    expect(platesComplete({ MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 0 }, [], null)).toBe(true);
    expect(platesComplete({ MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 0 }, [], 'N')).toBe(true);
  });
});

describe('texts that depend on the numbers', () => {
  it('choose the instruction by minimum and maximum', () => {
    expect(english(instructionText({ min: 1, max: 1 }))).toBe('Enter the licence plate of your vehicle.');
    expect(english(instructionText({ min: 1, max: 3 }))).toBe('Enter at least 1 and at most 3 licence plates.');
    expect(english(instructionText({ min: 2, max: 5 }))).toBe('Enter at least 2 and at most 5 licence plates.');
    expect(english(instructionText({ min: 0, max: 3 }))).toBe('You may enter up to 3 licence plates.');
    expect(english(instructionText({ min: 0, max: 1 }))).toBe('You may enter one licence plate.');
    expect(english(instructionText({ min: 2, max: 2 }))).toBe('Enter the licence plates of your 2 vehicles.');
    expect(english(instructionText({ min: 0, max: 0 }))).toBe('No licence plate is needed for this product.');
  });

  it('label the add button with the ordinal of the plate it adds', () => {
    expect(english(addButtonText(0))).toBe('Add the first licence plate');
    expect(english(addButtonText(1))).toBe('Add the second licence plate');
    expect(english(addButtonText(2))).toBe('Add the third licence plate');
    expect(english(addButtonText(3))).toBe('Add the fourth licence plate');
    expect(english(addButtonText(4))).toBe('Add the fifth licence plate');
    expect(english(addButtonText(9))).toBe('Add the fifth licence plate');
    expect(nl[addButtonText(1).key]).toBe('Voeg het tweede kenteken toe');
  });

  it('word the question differently once the maximum is reached', () => {
    const limits = { min: 1, max: 3 };
    expect(english(confirmQuestionText(2, limits))).toBe('Are these all the licence plates you want to register?');
    expect(english(confirmQuestionText(3, limits))).toBe(
      'You have entered the maximum number of licence plates. Are these correct?',
    );
    expect(english(confirmQuestionText(1, limits))).toBe('Is this the only licence plate you want to register?');
    expect(english(confirmQuestionText(1, { min: 1, max: 1 }))).toBe('Is this licence plate correct?');
    expect(english(confirmQuestionText(0, { min: 0, max: 2 }))).toBe(
      'Do you want to continue without a licence plate?',
    );
  });

  it('give English ordinal suffixes st, nd, rd, th', () => {
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('give Dutch ordinal suffixes ste and de', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 9, 19, 20, 21, 100, 102, 108].map((n) => ordinal(n, 'nl'))).toEqual([
      '1ste',
      '2de',
      '3de',
      '4de',
      '5de',
      '7de',
      '8ste',
      '9de',
      '19de',
      '20ste',
      '21ste',
      '100ste',
      '102de',
      '108ste',
    ]);
    expect(ordinalSuffix(0, 'nl')).toBe('de');
  });
});

describe('saving a plate', () => {
  const context = (overrides: Partial<Parameters<typeof decideSave>[1]> = {}) => ({
    requirement: requirement(),
    relationType: 'P',
    others: [] as string[],
    editing: null,
    ...overrides,
  });

  it('checks a Dutch plate of a person with the vehicle registry', () => {
    expect(isRegistryChecked('P', true)).toBe(true);
    expect(isRegistryChecked('P', false)).toBe(false);
    expect(isRegistryChecked('B', true)).toBe(false);
    expect(decideSave(draft(), context())).toEqual({ kind: 'check' });
  });

  it('adds a foreign plate of a person as leased and checked, without a call', () => {
    const decision = decideSave(draft({ plate: 'D-AB 1234', dutch: false }), context());
    expect(decision).toEqual({
      kind: 'save',
      proofNeeded: false,
      entry: {
        LICENSE_PLATE: 'DAB1234',
        LEASE: 'Y',
        RDW_CHECKED: 'Y',
        BRAND: '',
        COLOR: '',
        COUNTRY: '',
        dutchLicensePlate: false,
      },
    });
  });

  it('adds the plate only for other relation types, without a call', () => {
    const decision = decideSave(draft(), context({ relationType: 'B' }));
    expect(decision.kind).toBe('save');
    if (decision.kind === 'save') {
      expect(decision.entry).toMatchObject({ LICENSE_PLATE: 'AB123C', LEASE: 'N', RDW_CHECKED: 'N' });
    }
  });

  it('shows the field message and does not check an invalid plate', () => {
    expect(decideSave(draft({ plate: '' }), context())).toEqual({
      kind: 'invalid',
      error: { key: 'validation.required' },
    });
    expect(decideSave(draft({ plate: 'AB12' }), context())).toEqual({
      kind: 'invalid',
      error: { key: 'auth.permit.license_plate_nl_too_short.text' },
    });
    expect(decideSave(draft(), context({ others: ['AB123C'] }))).toEqual({
      kind: 'invalid',
      error: { key: 'validation.license_plate_duplicate' },
    });
  });

  it('keeps the check of an unchanged plate and takes the typed brand and colour', () => {
    const editing = entry({ LICENSE_PLATE: 'AB-12-3C', LEASE: 'Y', BRAND: 'VOLVO', COLOR: 'BLAUW' });
    const decision = decideSave(
      draft({ plate: 'AB123C', brand: 'Saab', colour: 'Rood' }),
      context({ editing, requirement: requirement({ REGISTER_BRAND: 'Y', REGISTER_COLOUR: 'N' }) }),
    );
    expect(decision).toEqual({
      kind: 'save',
      proofNeeded: false,
      entry: { ...editing, LICENSE_PLATE: 'AB123C', BRAND: 'Saab', COLOR: 'BLAUW' },
    });
  });

  it('checks again an edited Dutch plate that changed', () => {
    expect(decideSave(draft({ plate: 'XY987Z' }), context({ editing: entry() }))).toEqual({ kind: 'check' });
  });

  it('registers brand and colour only when the product asks for them', () => {
    const typed = draft({ dutch: false, plate: 'ABC', brand: ' Volvo ', colour: ' Blue ' });
    expect(entryWithoutCheck(typed, requirement(), 'P')).toMatchObject({ BRAND: '', COLOR: '' });
    expect(entryWithoutCheck(typed, requirement({ REGISTER_BRAND: 'Y', REGISTER_COLOUR: 'Y' }), 'P')).toMatchObject({
      BRAND: 'Volvo',
      COLOR: 'Blue',
    });
  });
});

describe('the vehicle registry answer', () => {
  const answered = (result: boolean | 'failure', extra: Partial<RegistryAnswer> = {}): RegistryAnswer => ({
    kind: 'answered',
    result,
    message: '',
    brand: '',
    colour: '',
    ...extra,
  });

  it('is read from result[0].RESULT and the statusmessage, with brand and colour when given', () => {
    expect(readRegistryAnswer([{ RESULT: true, BRAND: 'VOLVO', COLOR: 'BLAUW' }], 'OK')).toEqual({
      kind: 'answered',
      result: true,
      message: 'OK',
      brand: 'VOLVO',
      colour: 'BLAUW',
    });
    expect(readRegistryAnswer([{ RESULT: false }], ' Not yours ')).toMatchObject({
      result: false,
      message: 'Not yours',
    });
    expect(readRegistryAnswer([{ RESULT: 'failure' }], 'Registry down')).toMatchObject({ result: 'failure' });
    expect(readRegistryAnswer([{ RESULT: 'true', COLOUR: 'GRIJS' }], null)).toMatchObject({
      result: true,
      colour: 'GRIJS',
    });
    expect(readRegistryAnswer([], '')).toMatchObject({ result: 'failure' });
    expect(readRegistryAnswer(undefined, undefined)).toMatchObject({ result: 'failure', message: '' });
  });

  it('true adds the plate in the user’s name with brand and colour from the registry', () => {
    const outcome = outcomeAfterCheck(
      draft({ plate: 'ab123c', brand: 'typed', colour: 'typed' }),
      answered(true, { brand: 'VOLVO', colour: 'BLAUW' }),
      requirement({ REGISTER_BRAND: 'Y', REGISTER_COLOUR: 'Y' }),
    );
    expect(outcome).toEqual({
      kind: 'save',
      proofNeeded: false,
      entry: {
        LICENSE_PLATE: 'AB123C',
        LEASE: 'N',
        RDW_CHECKED: 'Y',
        BRAND: 'VOLVO',
        COLOR: 'BLAUW',
        COUNTRY: 'NL',
        dutchLicensePlate: true,
      },
    });
  });

  it('true keeps the typed brand and colour when the registry gives none', () => {
    const outcome = outcomeAfterCheck(
      draft({ brand: 'Volvo', colour: 'Blauw' }),
      answered(true),
      requirement({ REGISTER_BRAND: 'Y', REGISTER_COLOUR: 'Y' }),
    );
    expect(outcome).toMatchObject({ kind: 'save', entry: { BRAND: 'Volvo', COLOR: 'Blauw' } });
  });

  it('false adds a leased plate (a proof document follows) when the product allows it', () => {
    const outcome = outcomeAfterCheck(
      draft(),
      answered(false, { message: 'Not in your name' }),
      requirement({ REGISTER_LEASE: 'Y', LEASE_PROOF_YN: 'Y' }),
    );
    expect(outcome).toMatchObject({ kind: 'save', proofNeeded: true, entry: { LEASE: 'Y', RDW_CHECKED: 'Y' } });
  });

  it('false adds a leased plate without promising proof when the product asks none', () => {
    const outcome = outcomeAfterCheck(
      draft(),
      answered(false),
      requirement({ REGISTER_LEASE: 'Y', LEASE_PROOF_YN: 'N' }),
    );
    expect(outcome).toMatchObject({ kind: 'save', proofNeeded: false, entry: { LEASE: 'Y' } });
  });

  it('false shows the server’s message and adds nothing when only own plates are allowed', () => {
    const message = 'For this product it is only allowed to use a licence plate for a vehicle that is in your name.';
    expect(outcomeAfterCheck(draft(), answered(false, { message: 'Server says no' }), requirement())).toEqual({
      kind: 'refuse',
      message: 'Server says no',
      fallback: { key: 'failure.PLATE_NOT_OWN' },
    });
    const silent = outcomeAfterCheck(draft(), answered(false), requirement());
    expect(silent.kind === 'refuse' && english(silent.fallback)).toBe(message);
  });

  it("'failure' shows the server's message", () => {
    const outcome = outcomeAfterCheck(
      draft(),
      answered('failure', { message: 'RDW is down' }),
      requirement({ REGISTER_LEASE: 'Y' }),
    );
    expect(outcome).toMatchObject({ kind: 'refuse', message: 'RDW is down' });
  });

  it('a failed call says the plate cannot be checked now', () => {
    const outcome = outcomeAfterCheck(draft(), { kind: 'unavailable' }, requirement({ REGISTER_LEASE: 'Y' }));
    expect(outcome).toEqual({
      kind: 'refuse',
      message: '',
      fallback: { key: 'request_flow.label.rdw_check_failure.text' },
    });
    expect(outcome.kind === 'refuse' && english(outcome.fallback)).toBe(
      'The licence plate cannot be checked at this time. Please try again later...',
    );
  });
});

describe('the list', () => {
  const a = entry({ LICENSE_PLATE: 'AA111A' });
  const b = entry({ LICENSE_PLATE: 'BB222B' });
  const c = entry({ LICENSE_PLATE: 'CC333C' });

  it('adds, replaces and removes without changing the given list', () => {
    const plates = [a, b];
    expect(addPlate(plates, c)).toEqual([a, b, c]);
    expect(replacePlate(plates, 1, c)).toEqual([a, c]);
    expect(removePlate(plates, 0)).toEqual([b]);
    expect(plates).toEqual([a, b]);
  });

  it('shows brand and colour of a person’s plate when known', () => {
    const known = entry({ BRAND: 'VOLVO', COLOR: 'BLAUW' });
    expect(plateDetails(known, 'P')).toEqual([
      { label: 'license_plates.brand', value: 'VOLVO' },
      { label: 'license_plates.colour', value: 'BLAUW' },
    ]);
    expect(plateDetails(entry({ BRAND: 'VOLVO' }), 'P')).toHaveLength(1);
    expect(plateDetails(entry(), 'P')).toEqual([]);
    expect(plateDetails(known, 'B')).toEqual([]);
  });

  it('notes a proof document for a person’s leased Dutch plate only, on a product that asks one', () => {
    const asks = { LEASE_PROOF_YN: 'Y' } as const;
    expect(proofDocumentNeeded(entry({ LEASE: 'Y' }), 'P', asks)).toBe(true);
    expect(proofDocumentNeeded(entry({ LEASE: 'Y', dutchLicensePlate: false }), 'P', asks)).toBe(false);
    expect(proofDocumentNeeded(entry({ LEASE: 'N' }), 'P', asks)).toBe(false);
    expect(proofDocumentNeeded(entry({ LEASE: 'Y' }), 'B', asks)).toBe(false);
    expect(proofDocumentNeeded(entry({ LEASE: 'Y' }), 'P', { LEASE_PROOF_YN: 'N' })).toBe(false);
    expect(proofDocumentNeeded(entry({ LEASE: 'Y' }), 'P', {})).toBe(false);
  });
});

describe('the plate stored at entry', () => {
  it('is for a person a leased plate the registry has already checked', () => {
    expect(plateFromEntry('ab-12-3c', 'P')).toEqual({
      LICENSE_PLATE: 'AB123C',
      LEASE: 'Y',
      RDW_CHECKED: 'Y',
      BRAND: '',
      COLOR: '',
      COUNTRY: 'NL',
      dutchLicensePlate: true,
    });
    expect(plateFromEntry('D AB 1234', 'P')).toMatchObject({
      LICENSE_PLATE: 'DAB1234',
      dutchLicensePlate: false,
      COUNTRY: '',
    });
  });

  it('is for others the plate only', () => {
    expect(plateFromEntry('AB123C', 'B')).toMatchObject({ LICENSE_PLATE: 'AB123C', LEASE: 'N', RDW_CHECKED: 'N' });
    expect(toWirePlates([plateFromEntry('AB123C', 'B')], 'B')).toEqual([{ LICENSE_PLATE: 'AB123C' }]);
  });
});

describe('the wire form (p_licenseplates)', () => {
  const plates = [
    entry({ LICENSE_PLATE: 'ab-12-3c', BRAND: ' VOLVO ', COLOR: 'BLAUW' }),
    entry({ LICENSE_PLATE: 'DAB1234', LEASE: 'Y', COUNTRY: '', dutchLicensePlate: false }),
  ];

  it('carries every field of a person’s plate, without the Dutch flag', () => {
    expect(toWirePlates(plates, 'P')).toEqual([
      { LICENSE_PLATE: 'AB123C', LEASE: 'N', RDW_CHECKED: 'Y', BRAND: 'VOLVO', COLOR: 'BLAUW', COUNTRY: 'NL' },
      { LICENSE_PLATE: 'DAB1234', LEASE: 'Y', RDW_CHECKED: 'Y', BRAND: '', COLOR: '', COUNTRY: '' },
    ]);
  });

  it('carries the plate only for other relation types', () => {
    expect(toWirePlates(plates, 'B')).toEqual([{ LICENSE_PLATE: 'AB123C' }, { LICENSE_PLATE: 'DAB1234' }]);
    expect(toWirePlates(plates, '')).toEqual([{ LICENSE_PLATE: 'AB123C' }, { LICENSE_PLATE: 'DAB1234' }]);
  });

  it('is accepted by the server’s p_licenseplates schema', () => {
    for (const relationType of ['P', 'B']) {
      const parsed = licensePlateListParam().safeParse(JSON.stringify(toWirePlates(plates, relationType)));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('is an empty list without plates', () => {
    expect(toWirePlates([], 'P')).toEqual([]);
  });
});

describe('the list after the dialog', () => {
  const limits = { min: 1, max: 2 };
  const own = entry({ LICENSE_PLATE: 'ab123c' });
  const lease = entry({ LICENSE_PLATE: 'XY987Z', LEASE: 'Y' });

  it('adds a plate, says so, and keeps the focus on the add button while it shows, else on the new plate', () => {
    const first = plateSaved([], null, { entry: own, proofNeeded: false }, limits);
    expect(first.plates).toEqual([own]);
    expect(first.status).toEqual({ key: 'license_plates.status.added', values: { licenseplate: 'AB123C' } });
    // The question follows the first plate; the add button only its answer No (issue 24).
    expect(first.focus).toEqual({ kind: 'edit', plate: 'ab123c' });
    expect(plateSaved([], null, { entry: own, proofNeeded: false }, { min: 2, max: 3 }).focus).toEqual({ kind: 'add' });
    const second = plateSaved([own], null, { entry: lease, proofNeeded: true }, limits);
    expect(second.plates).toEqual([own, lease]);
    expect(second.status.key).toBe('license_plates.status.added_proof');
    expect(second.focus).toEqual({ kind: 'edit', plate: 'XY987Z' });
  });

  it('replaces an edited plate in its place and gives the focus back to its edit button', () => {
    const changed = plateSaved(
      [own, lease],
      0,
      { entry: entry({ LICENSE_PLATE: 'GH456J' }), proofNeeded: false },
      limits,
    );
    expect(changed.plates.map((p) => p.LICENSE_PLATE)).toEqual(['GH456J', 'XY987Z']);
    expect(changed.status).toEqual({ key: 'license_plates.status.changed', values: { licenseplate: 'GH456J' } });
    expect(changed.focus).toEqual({ kind: 'edit', plate: 'GH456J' });
    expect(plateSaved([own], 0, { entry: lease, proofNeeded: true }, limits).status.key).toBe(
      'license_plates.status.changed_proof',
    );
  });

  it('deletes a plate, says which, and puts the focus on the heading; nothing for a plate that is not there', () => {
    const deleted = plateDeleted([own, lease], 0);
    expect(deleted?.plates).toEqual([lease]);
    expect(deleted?.status).toEqual({ key: 'license_plates.status.deleted', values: { licenseplate: 'AB123C' } });
    expect(deleted?.focus).toEqual({ kind: 'heading' });
    expect(plateDeleted([own], 3)).toBeNull();
  });
});
