import { describe, expect, it } from 'vitest';
import {
  type AddressTextField,
  addressParams,
  canNext,
  filterAddressInput,
  isConsistent,
  isTypeLocked,
  nextAction,
  parseWizardState,
  prevButton,
  type StoredAddress,
  startWizard,
  stepNumber,
  WIZARD_PATHS,
  WIZARD_STEPS,
  type WizardEvent,
  type WizardState,
  type WizardStep,
  wizardTransition,
} from './address-wizard';

const STORED_DUTCH: StoredAddress = {
  FOREIGN_YN: 'N',
  ZIPCODE: '1234',
  ZIPCODE_LETTERS: 'AB',
  NR: '12',
  HOUSE_LETTER: 'A',
  ADDITION: '2',
  INDICATION: 't/o',
  STREET: 'Hoofdstraat',
  CITY: 'Voorbeeld',
} as StoredAddress;

const STORED_FOREIGN: StoredAddress = {
  FOREIGN_YN: 'Y',
  ADDRESS1: 'Hauptstraße 1',
  ADDRESS2: '10115 Berlin',
  COUNTRY: 'DE',
  COUNTRY_DESCRIPTION: 'Duitsland',
};

const GERMANY = { code: 'DE', description: 'Duitsland' };
const BELGIUM = { code: 'BE', description: 'België' };

const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardTransition, state);
const input = (field: AddressTextField, value: string): WizardEvent => ({ type: 'input', field, value });
const NEXT: WizardEvent = { type: 'next' };
const PREV: WizardEvent = { type: 'prev' };
const FOUND: WizardEvent = { type: 'address-checked', street: 'Kerkstraat', city: 'Proefdorp' };

/** Every event the screens can send, with a few values each: the alphabet of the exhaustive walk. */
const ALPHABET: WizardEvent[] = [
  { type: 'choose-domestic', domestic: true },
  { type: 'choose-domestic', domestic: false },
  input('postalCode', '5678'),
  input('postalCode', ''),
  input('postalLetters', 'cd'),
  input('postalLetters', ''),
  input('houseNumber', '7'),
  input('houseNumber', ''),
  input('houseLetter', 'b'),
  input('addition', 'bis'),
  input('indication', 'bij'),
  { type: 'select-country', country: BELGIUM },
  { type: 'clear-country' },
  input('addrLine1', 'Rue 1'),
  input('addrLine1', ''),
  input('addrLine2', '1000 Bruxelles'),
  input('addrLine2', ''),
  NEXT,
  PREV,
  FOUND,
  { type: 'address-rechecked', found: { street: 'Hoofdstraat', city: 'Voorbeeld' } },
  { type: 'address-rechecked', found: null },
];

const STARTS: Record<string, WizardState> = {
  'add invoice': startWizard('FACT'),
  'add mailing': startWizard('POST'),
  'edit domestic': startWizard('FACT', STORED_DUTCH),
  'edit foreign': startWizard('POST', STORED_FOREIGN),
};

/** Every state reachable from a start with the alphabet, each with the events that lead out of it. */
function reachable(start: WizardState): WizardState[] {
  const seen = new Map<string, WizardState>([[JSON.stringify(start), start]]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.shift() as WizardState;
    for (const event of ALPHABET) {
      const next = wizardTransition(state, event);
      const key = JSON.stringify(next);
      if (!seen.has(key)) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

const WALKS = Object.fromEntries(Object.entries(STARTS).map(([name, start]) => [name, reachable(start)]));

const DOMESTIC_STEPS: WizardStep[] = ['type', 'zipcode', 'dutch', 'confirm'];
const FOREIGN_STEPS: WizardStep[] = ['type', 'country', 'foreign', 'confirm'];

describe('the exhaustive walk (add/edit × domestic/foreign)', () => {
  it('reaches every step of both paths in add mode, and of its own path in edit mode', () => {
    const steps = (name: string) => new Set(WALKS[name]?.map((state) => state.step));
    expect(steps('add invoice')).toEqual(new Set(WIZARD_STEPS));
    expect(steps('add mailing')).toEqual(new Set(WIZARD_STEPS));
    expect(steps('edit domestic')).toEqual(new Set(DOMESTIC_STEPS));
    expect(steps('edit foreign')).toEqual(new Set(FOREIGN_STEPS));
    for (const states of Object.values(WALKS)) expect(states.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(STARTS))(
    '%s: every state is on a step its choice and data allow, and survives storage',
    (name) => {
      for (const state of WALKS[name] ?? []) {
        expect(isConsistent(state), JSON.stringify(state)).toBe(true);
        const path =
          state.form.addrInDutch === 'Y' ? DOMESTIC_STEPS : state.form.addrInDutch === 'N' ? FOREIGN_STEPS : ['type'];
        expect(path).toContain(state.step);
        expect(parseWizardState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }
    },
  );

  it.each(Object.keys(STARTS))(
    '%s: mode and address type never change; in edit mode neither does the choice',
    (name) => {
      const start = STARTS[name] as WizardState;
      for (const state of WALKS[name] ?? []) {
        expect(state.mode).toBe(start.mode);
        expect(state.addressType).toBe(start.addressType);
        if (start.mode === 'edit') {
          expect(state.form.addrInDutch).toBe(start.form.addrInDutch);
          // Only the foreign step's Next writes to the address being edited: its two lines.
          expect({ ...state.editing, ADDRESS1: '', ADDRESS2: '' }).toEqual({
            ...start.editing,
            ADDRESS1: '',
            ADDRESS2: '',
          });
        }
      }
    },
  );

  it.each(Object.keys(STARTS))('%s: Next moves on exactly when it is enabled, to the next step of the path', (name) => {
    for (const state of WALKS[name] ?? []) {
      const after = wizardTransition(state, NEXT);
      if (state.step === 'dutch' || state.step === 'confirm') {
        // The Dutch step goes on through the address check; the confirm step saves.
        expect(after).toBe(state);
        continue;
      }
      if (!canNext(state)) {
        expect(after).toBe(state);
        continue;
      }
      const path = state.form.addrInDutch === 'Y' ? DOMESTIC_STEPS : FOREIGN_STEPS;
      expect(after.step).toBe(path[path.indexOf(state.step) + 1]);
    }
  });

  it.each(Object.keys(STARTS))(
    '%s: Prev goes one step back on the path, except where it is absent or disabled',
    (name) => {
      for (const state of WALKS[name] ?? []) {
        const after = wizardTransition(state, PREV);
        const button = prevButton(state);
        if (button !== 'enabled') {
          expect(after).toBe(state);
          continue;
        }
        const path = state.form.addrInDutch === 'Y' ? DOMESTIC_STEPS : FOREIGN_STEPS;
        expect(after.step).toBe(path[path.indexOf(state.step) - 1]);
      }
    },
  );

  it.each(Object.keys(STARTS))('%s: the address check leads to confirm only from a complete Dutch step', (name) => {
    for (const state of WALKS[name] ?? []) {
      const after = wizardTransition(state, FOUND);
      if (state.step === 'dutch' && canNext(state)) {
        expect(after.step).toBe('confirm');
        expect(after.checked).toEqual({ street: 'Kerkstraat', city: 'Proefdorp' });
        expect(addressParams(after)).not.toBeNull();
      } else {
        expect(after).toBe(state);
      }
    }
  });

  it.each(Object.keys(STARTS))('%s: the confirm step can always save, and says what it saves', (name) => {
    for (const state of WALKS[name] ?? []) {
      if (state.step !== 'confirm') continue;
      const params = addressParams(state);
      expect(params).not.toBeNull();
      expect(params?.p_address_type).toBe(state.addressType);
      expect(params?.p_foreign_yn).toBe(state.form.addrInDutch === 'Y' ? 'N' : 'Y');
    }
  });

  it.each(Object.keys(STARTS))('%s: every value in the form passes its input filter', (name) => {
    for (const state of WALKS[name] ?? []) {
      for (const field of Object.keys(state.form) as (keyof WizardState['form'])[]) {
        if (field === 'addrInDutch' || field === 'country') continue;
        expect(filterAddressInput(field, state.form[field])).toBe(state.form[field]);
      }
    }
  });
});

describe('the address type step', () => {
  it('asks the choice in add mode; Next is enabled once chosen and follows it', () => {
    const start = startWizard('FACT');
    expect(start).toMatchObject({ mode: 'add', step: 'type', form: { addrInDutch: null } });
    expect(canNext(start)).toBe(false);
    expect(prevButton(start)).toBe('none');
    expect(isTypeLocked(start)).toBe(false);
    expect(run(start, { type: 'choose-domestic', domestic: true }, NEXT).step).toBe('zipcode');
    expect(run(start, { type: 'choose-domestic', domestic: false }, NEXT).step).toBe('country');
  });

  it('locks the choice in edit mode', () => {
    const edit = startWizard('FACT', STORED_DUTCH);
    expect(isTypeLocked(edit)).toBe(true);
    expect(edit.form.addrInDutch).toBe('Y');
    expect(wizardTransition(edit, { type: 'choose-domestic', domestic: false })).toBe(edit);
    expect(startWizard('POST', STORED_FOREIGN).form.addrInDutch).toBe('N');
  });

  it('fills the form from the address being edited', () => {
    expect(startWizard('FACT', STORED_DUTCH).form).toEqual({
      addrInDutch: 'Y',
      postalCode: '1234',
      postalLetters: 'AB',
      houseNumber: '12',
      houseLetter: 'A',
      addition: '2',
      indication: 't/o',
      country: null,
      addrLine1: '',
      addrLine2: '',
    });
    expect(startWizard('POST', STORED_FOREIGN).form).toMatchObject({
      addrInDutch: 'N',
      country: GERMANY,
      addrLine1: 'Hauptstraße 1',
      addrLine2: '10115 Berlin',
    });
  });
});

describe('the zipcode step', () => {
  const atZipcode = run(startWizard('POST'), { type: 'choose-domestic', domestic: true }, NEXT);

  it('keeps 4 digits and 2 upper-cased letters; Next needs both complete', () => {
    const typed = run(atZipcode, input('postalCode', '12a34 5'), input('postalLetters', 'a1b-c'));
    expect(typed.form).toMatchObject({ postalCode: '1234', postalLetters: 'AB' });
    expect(canNext(typed)).toBe(true);
    expect(canNext(run(atZipcode, input('postalCode', '1234')))).toBe(false);
    expect(canNext(run(atZipcode, input('postalCode', '123'), input('postalLetters', 'AB')))).toBe(false);
    expect(run(typed, NEXT).step).toBe('dutch');
  });

  it('Prev clears both and goes to the type step in add mode', () => {
    const back = run(atZipcode, input('postalCode', '1234'), input('postalLetters', 'AB'), PREV);
    expect(back.step).toBe('type');
    expect(back.form).toMatchObject({ postalCode: '', postalLetters: '', addrInDutch: 'Y' });
  });

  it('Prev is disabled in edit mode', () => {
    const edit = run(startWizard('FACT', STORED_DUTCH), NEXT);
    expect(edit.step).toBe('zipcode');
    expect(prevButton(edit)).toBe('disabled');
    expect(wizardTransition(edit, PREV)).toBe(edit);
  });
});

describe('the Dutch address step', () => {
  const atDutch = run(
    startWizard('POST'),
    { type: 'choose-domestic', domestic: true },
    NEXT,
    input('postalCode', '1234'),
    input('postalLetters', 'ab'),
    NEXT,
  );

  it('filters the house number, letter, addition and indication', () => {
    const typed = run(
      atDutch,
      input('houseNumber', '12345678901234'),
      input('houseLetter', 'bc'),
      input('addition', 'abcdefghijklmnop'),
      input('indication', 'x'.repeat(120)),
    );
    expect(typed.form).toMatchObject({
      houseNumber: '1234567890',
      houseLetter: 'B',
      addition: 'abcdefghij',
      indication: 'x'.repeat(100),
    });
  });

  it('Next asks the address check, enabled with a house number; the check leads to confirm', () => {
    expect(nextAction(atDutch)).toBe('check-address');
    expect(canNext(atDutch)).toBe(false);
    const numbered = run(atDutch, input('houseNumber', '12'));
    expect(canNext(numbered)).toBe(true);
    expect(wizardTransition(numbered, NEXT)).toBe(numbered);
    const confirmed = run(numbered, FOUND);
    expect(confirmed.step).toBe('confirm');
    expect(nextAction(confirmed)).toBe('save');
  });

  it('Prev in add mode clears the fields of the step and keeps the postal code', () => {
    const back = run(atDutch, input('houseNumber', '12'), input('houseLetter', 'a'), input('addition', '2'), PREV);
    expect(back.step).toBe('zipcode');
    expect(back.form).toMatchObject({
      postalCode: '1234',
      postalLetters: 'AB',
      houseNumber: '',
      houseLetter: '',
      addition: '',
      indication: '',
    });
  });

  it('Prev in edit mode restores the postal code and letters of the address being edited', () => {
    const edited = run(
      startWizard('FACT', STORED_DUTCH),
      NEXT,
      input('postalCode', '9999'),
      input('postalLetters', 'ZZ'),
      NEXT,
    );
    expect(edited.step).toBe('dutch');
    const back = run(edited, input('houseNumber', '3'), PREV);
    expect(back.step).toBe('zipcode');
    expect(back.form).toMatchObject({ postalCode: '1234', postalLetters: 'AB', houseNumber: '3' });
  });

  it('a changed postal code or number must be checked again before confirming', () => {
    const confirmed = run(atDutch, input('houseNumber', '12'), FOUND);
    const back = run(confirmed, PREV);
    expect(back.checked).not.toBeNull();
    expect(run(back, input('houseNumber', '13')).checked).toBeNull();
    expect(run(back, input('addition', 'x')).checked).not.toBeNull();
  });
});

describe('the country step', () => {
  const atCountry = run(startWizard('FACT'), { type: 'choose-domestic', domestic: false }, NEXT);

  it('selects and clears a country; Next needs one', () => {
    expect(canNext(atCountry)).toBe(false);
    const chosen = run(atCountry, { type: 'select-country', country: GERMANY });
    expect(chosen.form.country).toEqual(GERMANY);
    expect(canNext(chosen)).toBe(true);
    expect(run(chosen, { type: 'clear-country' }).form.country).toBeNull();
    expect(run(chosen, NEXT).step).toBe('foreign');
  });

  it('Prev clears the country and goes to the type step, in both modes', () => {
    const back = run(atCountry, { type: 'select-country', country: GERMANY }, PREV);
    expect(back).toMatchObject({ step: 'type', form: { country: null } });
    const edit = run(startWizard('POST', STORED_FOREIGN), NEXT);
    expect(edit.form.country).toEqual(GERMANY);
    expect(run(edit, PREV)).toMatchObject({ step: 'type', form: { country: null, addrInDutch: 'N' } });
  });
});

describe('the foreign address step', () => {
  const atForeign = run(
    startWizard('FACT'),
    { type: 'choose-domestic', domestic: false },
    NEXT,
    { type: 'select-country', country: BELGIUM },
    NEXT,
  );

  it('needs both lines; Next stores them (trimmed) and goes to confirm', () => {
    expect(canNext(run(atForeign, input('addrLine1', 'Rue 1')))).toBe(false);
    expect(canNext(run(atForeign, input('addrLine1', 'Rue 1'), input('addrLine2', '   ')))).toBe(false);
    const done = run(atForeign, input('addrLine1', ' Rue 1 '), input('addrLine2', '1000 Bruxelles'), NEXT);
    expect(done.step).toBe('confirm');
    expect(done.editing).toMatchObject({ ADDRESS1: 'Rue 1', ADDRESS2: '1000 Bruxelles' });
    expect(addressParams(done)).toEqual({
      p_address_type: 'FACT',
      p_foreign_yn: 'Y',
      p_address1: 'Rue 1',
      p_address2: '1000 Bruxelles',
      p_country: 'BE',
    });
  });

  it('keeps a line on one line, at most 100 characters', () => {
    const typed = run(atForeign, input('addrLine1', `a\nb\t${'c'.repeat(200)}`));
    expect(typed.form.addrLine1).toBe(`a b ${'c'.repeat(96)}`);
  });

  it('Prev in add mode restores the stored lines and clears the country', () => {
    const back = run(atForeign, input('addrLine1', 'typed'), PREV);
    expect(back).toMatchObject({ step: 'country', form: { addrLine1: '', country: null } });
    const afterConfirm = run(atForeign, input('addrLine1', 'Rue 1'), input('addrLine2', 'Bxl'), NEXT, PREV);
    expect(afterConfirm.step).toBe('foreign');
    const backAgain = run(afterConfirm, input('addrLine1', 'changed'), PREV);
    expect(backAgain.form).toMatchObject({ addrLine1: 'Rue 1', addrLine2: 'Bxl', country: null });
  });

  it('Prev in edit mode restores the lines of the address being edited and keeps the country', () => {
    const edit = run(startWizard('POST', STORED_FOREIGN), NEXT, NEXT, input('addrLine1', 'changed'), PREV);
    expect(edit).toMatchObject({
      step: 'country',
      form: { addrLine1: 'Hauptstraße 1', addrLine2: '10115 Berlin', country: GERMANY },
    });
  });
});

describe('the confirm step', () => {
  it('Prev goes to the Dutch step, asking a new check in edit mode only', () => {
    const add = run(
      startWizard('POST'),
      { type: 'choose-domestic', domestic: true },
      NEXT,
      input('postalCode', '1234'),
      input('postalLetters', 'AB'),
      NEXT,
      input('houseNumber', '1'),
      FOUND,
      PREV,
    );
    expect(add).toMatchObject({ step: 'dutch', recheck: false });
    const edit = run(startWizard('FACT', STORED_DUTCH), NEXT, NEXT, FOUND, PREV);
    expect(edit).toMatchObject({ step: 'dutch', recheck: true });
    expect(run(edit, { type: 'address-rechecked', found: null })).toMatchObject({ recheck: false, checked: null });
    expect(run(edit, { type: 'address-rechecked', found: { street: 'S', city: 'C' } })).toMatchObject({
      recheck: false,
      checked: { street: 'S', city: 'C' },
    });
  });

  it('Prev goes to the foreign step for a foreign address', () => {
    expect(run(startWizard('POST', STORED_FOREIGN), NEXT, NEXT, NEXT, PREV).step).toBe('foreign');
  });

  it('saves a Dutch address with all its fields, FOREIGN_YN N', () => {
    const state = run(startWizard('FACT', STORED_DUTCH), NEXT, NEXT, FOUND);
    expect(addressParams(state)).toEqual({
      p_address_type: 'FACT',
      p_foreign_yn: 'N',
      p_zipcode: '1234',
      p_zipcode_letters: 'AB',
      p_nr: '12',
      p_house_letter: 'A',
      p_indication: 't/o',
      p_addition: '2',
    });
  });
});

describe('stored state', () => {
  it('refuses what this wizard did not write', () => {
    const state = startWizard('FACT', STORED_DUTCH);
    expect(parseWizardState(null)).toBeNull();
    expect(parseWizardState('x')).toBeNull();
    expect(parseWizardState({ ...state, mode: 'view' })).toBeNull();
    expect(parseWizardState({ ...state, addressType: 'HOME' })).toBeNull();
    expect(parseWizardState({ ...state, step: 'elsewhere' })).toBeNull();
    expect(parseWizardState({ ...state, form: { ...state.form, postalCode: '12345' } })).toBeNull();
    expect(parseWizardState({ ...state, editing: { ...state.editing, NR: 5 } })).toBeNull();
    // A step its data do not allow: confirm without a checked address.
    expect(parseWizardState({ ...state, step: 'confirm' })).toBeNull();
    expect(parseWizardState({ ...state, step: 'country' })).toBeNull();
  });
});

describe('steps', () => {
  it('have a route each and a number of 4', () => {
    expect(Object.values(WIZARD_PATHS)).toEqual([
      '/address-type-step',
      '/zipcode-step',
      '/dutch-address-step',
      '/select-country-step',
      '/foreign-address-step',
      '/confirm-address-step',
    ]);
    expect(WIZARD_STEPS.map((step) => stepNumber(step).number)).toEqual([1, 2, 3, 2, 3, 4]);
  });
});
