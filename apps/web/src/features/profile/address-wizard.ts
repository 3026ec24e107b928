/**
 * The address wizard (core 2.16, 3.3, 4.4) as a pure transition function over explicit states.
 * The step screens only render a state and dispatch events; every rule of the wizard is here:
 *
 * - add mode or edit mode; in edit mode the domestic/foreign choice is locked and the zipcode
 *   step's Prev is disabled;
 * - domestic: type → zipcode → dutch → confirm; foreign: type → country → foreign → confirm;
 * - what Prev clears or restores on each step;
 * - the input filters of core 5 (digits only, upper-cased letters, maximum lengths).
 *
 * Two things the wizard cannot do by itself are events from the outside: the Dutch step's Next
 * asks eloket/check_address, then dispatches `address-checked`; the confirm step saves with
 * eloket/set_address (`addressParams`), and success ends the wizard.
 *
 * The address being edited (`editing`, core 3.3) is kept apart from the form: it is what Prev
 * restores from. In edit mode it is the stored address; in add mode it starts empty and the
 * foreign step's Next stores the two lines in it ("it stores both lines").
 */
import {
  ADDRESS_LIMITS,
  ADDRESS_LINE_MAX_LENGTH,
  type AddressType,
  filterDigits,
  filterLetters,
  stripControlCharacters,
  validateAddition,
  validateAddressLine,
  validateHouseLetter,
  validateHouseNumber,
  validateIndication,
  validatePostalCode,
  validatePostalLetters,
} from '@parkeerloket/contract';
import { paths } from '../../lib/paths';

export type WizardMode = 'add' | 'edit';
export type WizardStep = 'type' | 'zipcode' | 'dutch' | 'country' | 'foreign' | 'confirm';

/** The route of each step, relative to the tenant. */
export const WIZARD_PATHS: Readonly<Record<WizardStep, string>> = {
  type: paths.addressTypeStep,
  zipcode: paths.zipcodeStep,
  dutch: paths.dutchAddressStep,
  country: paths.selectCountryStep,
  foreign: paths.foreignAddressStep,
  confirm: paths.confirmAddressStep,
};

export const WIZARD_STEPS = Object.keys(WIZARD_PATHS) as WizardStep[];

export interface WizardCountry {
  code: string;
  description: string;
}

/** The address being edited (core 3.3, without addMode and ADDRESS_TYPE, which the state holds). */
export interface EditedAddress {
  FOREIGN_YN: 'Y' | 'N' | null;
  ZIPCODE: string;
  ZIPCODE_LETTERS: string;
  NR: string;
  HOUSE_LETTER: string;
  ADDITION: string;
  INDICATION: string;
  ADDRESS1: string;
  ADDRESS2: string;
  COUNTRY: WizardCountry | null;
}

/** The address form fields (core 3.3). */
export interface AddressForm {
  /** 'Y' domestic, 'N' foreign, null while not yet chosen. */
  addrInDutch: 'Y' | 'N' | null;
  postalCode: string;
  postalLetters: string;
  houseNumber: string;
  houseLetter: string;
  addition: string;
  indication: string;
  country: WizardCountry | null;
  addrLine1: string;
  addrLine2: string;
}

export type AddressTextField = Exclude<keyof AddressForm, 'addrInDutch' | 'country'>;

export interface WizardState {
  mode: WizardMode;
  addressType: AddressType;
  step: WizardStep;
  editing: EditedAddress;
  form: AddressForm;
  /** Street and city the address check found for the form's postal code and number. */
  checked: { street: string; city: string } | null;
  /** Confirm's Prev in edit mode returns to the Dutch step, which then checks the address again. */
  recheck: boolean;
}

export type WizardEvent =
  | { type: 'choose-domestic'; domestic: boolean }
  | { type: 'input'; field: AddressTextField; value: string }
  | { type: 'select-country'; country: WizardCountry }
  | { type: 'clear-country' }
  | { type: 'next' }
  | { type: 'prev' }
  /** The Dutch step's Next: the check found the address. */
  | { type: 'address-checked'; street: string; city: string }
  /** The Dutch step's check again after confirm's Prev in edit mode: found (street and city) or not (null). */
  | { type: 'address-rechecked'; found: { street: string; city: string } | null };

/** The step each field belongs to: an input on another step changes nothing. */
const FIELD_STEP: Readonly<Record<AddressTextField, WizardStep>> = {
  postalCode: 'zipcode',
  postalLetters: 'zipcode',
  houseNumber: 'dutch',
  houseLetter: 'dutch',
  addition: 'dutch',
  indication: 'dutch',
  addrLine1: 'foreign',
  addrLine2: 'foreign',
};

/** What each field keeps of what is typed (core 5). */
export function filterAddressInput(field: AddressTextField, value: string): string {
  switch (field) {
    case 'postalCode':
      return filterDigits(value, ADDRESS_LIMITS.postalCodeDigits);
    case 'postalLetters':
      return filterLetters(value, ADDRESS_LIMITS.postalLetters);
    case 'houseNumber':
      return filterDigits(value, ADDRESS_LIMITS.houseNumberDigits);
    case 'houseLetter':
      return filterLetters(value, ADDRESS_LIMITS.houseLetter);
    case 'addition':
      return stripControlCharacters(value).slice(0, ADDRESS_LIMITS.addition);
    case 'indication':
      return stripControlCharacters(value).slice(0, ADDRESS_LIMITS.indication);
    case 'addrLine1':
    case 'addrLine2':
      return stripControlCharacters(value, ' ').slice(0, ADDRESS_LINE_MAX_LENGTH);
  }
}

const EMPTY_EDITED: EditedAddress = {
  FOREIGN_YN: null,
  ZIPCODE: '',
  ZIPCODE_LETTERS: '',
  NR: '',
  HOUSE_LETTER: '',
  ADDITION: '',
  INDICATION: '',
  ADDRESS1: '',
  ADDRESS2: '',
  COUNTRY: null,
};

/** A stored address as get_naw gives it (COUNTRY_DESCRIPTION is the server's name of COUNTRY). */
export interface StoredAddress {
  FOREIGN_YN?: string | null;
  ZIPCODE?: string | null;
  ZIPCODE_LETTERS?: string | null;
  NR?: string | null;
  HOUSE_LETTER?: string | null;
  ADDITION?: string | null;
  INDICATION?: string | null;
  ADDRESS1?: string | null;
  ADDRESS2?: string | null;
  COUNTRY?: string | null;
  COUNTRY_DESCRIPTION?: unknown;
}

function editedFrom(stored: StoredAddress): EditedAddress {
  const foreign = stored.FOREIGN_YN === 'Y';
  const code = stored.COUNTRY?.trim() ?? '';
  const description = typeof stored.COUNTRY_DESCRIPTION === 'string' ? stored.COUNTRY_DESCRIPTION : '';
  return {
    FOREIGN_YN: foreign ? 'Y' : 'N',
    ZIPCODE: stored.ZIPCODE ?? '',
    ZIPCODE_LETTERS: stored.ZIPCODE_LETTERS ?? '',
    NR: stored.NR ?? '',
    HOUSE_LETTER: stored.HOUSE_LETTER ?? '',
    ADDITION: stored.ADDITION ?? '',
    INDICATION: stored.INDICATION ?? '',
    ADDRESS1: stored.ADDRESS1 ?? '',
    ADDRESS2: stored.ADDRESS2 ?? '',
    COUNTRY: foreign && code !== '' ? { code, description: description || code } : null,
  };
}

function formFrom(editing: EditedAddress): AddressForm {
  return {
    addrInDutch: editing.FOREIGN_YN === null ? null : editing.FOREIGN_YN === 'Y' ? 'N' : 'Y',
    postalCode: filterAddressInput('postalCode', editing.ZIPCODE),
    postalLetters: filterAddressInput('postalLetters', editing.ZIPCODE_LETTERS),
    houseNumber: filterAddressInput('houseNumber', editing.NR),
    houseLetter: filterAddressInput('houseLetter', editing.HOUSE_LETTER),
    addition: filterAddressInput('addition', editing.ADDITION),
    indication: filterAddressInput('indication', editing.INDICATION),
    country: editing.COUNTRY,
    addrLine1: filterAddressInput('addrLine1', editing.ADDRESS1),
    addrLine2: filterAddressInput('addrLine2', editing.ADDRESS2),
  };
}

/** Adding a new address of a type, or editing the stored one. Both begin at the address type step. */
export function startWizard(addressType: AddressType, stored?: StoredAddress | null): WizardState {
  const editing = stored ? editedFrom(stored) : EMPTY_EDITED;
  return {
    mode: stored ? 'edit' : 'add',
    addressType,
    step: 'type',
    editing,
    form: formFrom(editing),
    checked: null,
    recheck: false,
  };
}

export function isDomestic(state: WizardState): boolean {
  return state.form.addrInDutch === 'Y';
}

/** In edit mode the domestic/foreign choice is locked (core 2.16, 4.4). */
export function isTypeLocked(state: WizardState): boolean {
  return state.mode === 'edit';
}

export function isZipcodeComplete(form: AddressForm): boolean {
  return validatePostalCode(form.postalCode) === null && validatePostalLetters(form.postalLetters) === null;
}

function isDutchComplete(form: AddressForm): boolean {
  return (
    isZipcodeComplete(form) &&
    validateHouseNumber(form.houseNumber) === null &&
    validateHouseLetter(form.houseLetter) === null &&
    validateAddition(form.addition) === null &&
    validateIndication(form.indication) === null
  );
}

function areLinesComplete(form: AddressForm): boolean {
  return validateAddressLine(form.addrLine1.trim()) === null && validateAddressLine(form.addrLine2.trim()) === null;
}

/** Whether Next (on confirm: Confirm) is enabled on the current step. */
export function canNext(state: WizardState): boolean {
  const { form } = state;
  switch (state.step) {
    case 'type':
      return form.addrInDutch !== null;
    case 'zipcode':
      return isZipcodeComplete(form);
    case 'dutch':
      return isDutchComplete(form);
    case 'country':
      return form.country !== null;
    case 'foreign':
      return form.country !== null && areLinesComplete(form);
    case 'confirm':
      return addressParams(state) !== null;
  }
}

/** Whether the step has a Prev, and whether it is enabled. The type step has none (the back button leaves). */
export function prevButton(state: WizardState): 'none' | 'enabled' | 'disabled' {
  if (state.step === 'type') return 'none';
  if (state.step === 'zipcode' && state.mode === 'edit') return 'disabled';
  return 'enabled';
}

/** What Next does on the current step: go to the next step, ask the address check first, or save. */
export function nextAction(state: WizardState): 'go' | 'check-address' | 'save' {
  if (state.step === 'dutch') return 'check-address';
  if (state.step === 'confirm') return 'save';
  return 'go';
}

function next(state: WizardState): WizardState {
  if (!canNext(state)) return state;
  const { form } = state;
  switch (state.step) {
    case 'type':
      return { ...state, step: isDomestic(state) ? 'zipcode' : 'country' };
    case 'zipcode':
      return { ...state, step: 'dutch', recheck: false };
    case 'country':
      return { ...state, step: 'foreign' };
    case 'foreign':
      return {
        ...state,
        step: 'confirm',
        editing: { ...state.editing, ADDRESS1: form.addrLine1.trim(), ADDRESS2: form.addrLine2.trim() },
        form: { ...form, addrLine1: form.addrLine1.trim(), addrLine2: form.addrLine2.trim() },
      };
    // The Dutch step goes on through `address-checked`; the confirm step ends by saving.
    case 'dutch':
    case 'confirm':
      return state;
  }
}

function prev(state: WizardState): WizardState {
  const { form, editing } = state;
  const add = state.mode === 'add';
  switch (state.step) {
    case 'type':
      return state;
    case 'zipcode':
      if (!add) return state;
      return { ...state, step: 'type', form: { ...form, postalCode: '', postalLetters: '' }, checked: null };
    case 'dutch':
      return {
        ...state,
        step: 'zipcode',
        recheck: false,
        checked: null,
        form: add
          ? { ...form, houseNumber: '', houseLetter: '', addition: '', indication: '' }
          : {
              ...form,
              postalCode: filterAddressInput('postalCode', editing.ZIPCODE),
              postalLetters: filterAddressInput('postalLetters', editing.ZIPCODE_LETTERS),
            },
      };
    case 'country':
      return { ...state, step: 'type', form: { ...form, country: null } };
    case 'foreign':
      return {
        ...state,
        step: 'country',
        editing: add ? { ...editing, COUNTRY: null } : editing,
        form: {
          ...form,
          addrLine1: filterAddressInput('addrLine1', editing.ADDRESS1),
          addrLine2: filterAddressInput('addrLine2', editing.ADDRESS2),
          country: add ? null : form.country,
        },
      };
    case 'confirm':
      return isDomestic(state) ? { ...state, step: 'dutch', recheck: !add } : { ...state, step: 'foreign' };
  }
}

/** The next state; an event that does not apply to the current step returns the state unchanged. */
export function wizardTransition(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'choose-domestic': {
      if (state.step !== 'type' || isTypeLocked(state)) return state;
      const addrInDutch = event.domestic ? 'Y' : 'N';
      return addrInDutch === state.form.addrInDutch ? state : { ...state, form: { ...state.form, addrInDutch } };
    }
    case 'input': {
      if (FIELD_STEP[event.field] !== state.step) return state;
      const value = filterAddressInput(event.field, event.value);
      if (value === state.form[event.field]) return state;
      // A changed postal code or number was not checked: the check must be asked again.
      const checked = event.field === 'addition' || event.field === 'indication' ? state.checked : null;
      return { ...state, form: { ...state.form, [event.field]: value }, checked };
    }
    case 'select-country':
      if (state.step !== 'country') return state;
      return { ...state, form: { ...state.form, country: { ...event.country } } };
    case 'clear-country':
      if (state.step !== 'country' || state.form.country === null) return state;
      return { ...state, form: { ...state.form, country: null } };
    case 'next':
      return next(state);
    case 'prev':
      return prev(state);
    case 'address-checked':
      if (state.step !== 'dutch' || !canNext(state)) return state;
      return { ...state, step: 'confirm', checked: { street: event.street, city: event.city }, recheck: false };
    case 'address-rechecked':
      if (state.step !== 'dutch' || !state.recheck) return state;
      return { ...state, recheck: false, checked: event.found ? { ...event.found } : null };
  }
}

export type SetAddressParams =
  | {
      p_address_type: AddressType;
      p_foreign_yn: 'N';
      p_zipcode: string;
      p_zipcode_letters: string;
      p_nr: string;
      p_house_letter: string;
      p_indication: string;
      p_addition: string;
    }
  | {
      p_address_type: AddressType;
      p_foreign_yn: 'Y';
      p_address1: string;
      p_address2: string;
      p_country: string;
    };

/**
 * The parameters of eloket/set_address for the confirmed address, or null while it is not
 * complete. FOREIGN_YN is 'Y' whenever addrInDutch is not 'Y' (core 4.4). A Dutch address is
 * complete once the check has found it.
 */
export function addressParams(state: WizardState): SetAddressParams | null {
  const { form } = state;
  if (form.addrInDutch === 'Y') {
    if (!isDutchComplete(form) || state.checked === null) return null;
    return {
      p_address_type: state.addressType,
      p_foreign_yn: 'N',
      p_zipcode: form.postalCode,
      p_zipcode_letters: form.postalLetters,
      p_nr: form.houseNumber,
      p_house_letter: form.houseLetter,
      p_indication: form.indication.trim(),
      p_addition: form.addition.trim(),
    };
  }
  if (form.country === null || !areLinesComplete(form)) return null;
  return {
    p_address_type: state.addressType,
    p_foreign_yn: 'Y',
    p_address1: form.addrLine1.trim(),
    p_address2: form.addrLine2.trim(),
    p_country: form.country.code,
  };
}

/** The step's number and the number of steps (4 on either path), for 'Step 2 of 4'. */
export function stepNumber(step: WizardStep): { number: number; total: number } {
  const number = { type: 1, zipcode: 2, country: 2, dutch: 3, foreign: 3, confirm: 4 }[step];
  return { number, total: 4 };
}

// ---- Reading a stored state back (session storage): anything malformed counts as no state.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function parseCountry(value: unknown): WizardCountry | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isString(value.code) || !isString(value.description) || value.code === '') return undefined;
  return { code: value.code, description: value.description };
}

const EDITED_TEXT = [
  'ZIPCODE',
  'ZIPCODE_LETTERS',
  'NR',
  'HOUSE_LETTER',
  'ADDITION',
  'INDICATION',
  'ADDRESS1',
  'ADDRESS2',
] as const;
const FORM_TEXT = Object.keys(FIELD_STEP) as AddressTextField[];

function parseEdited(value: unknown): EditedAddress | null {
  if (!isRecord(value)) return null;
  const foreign = value.FOREIGN_YN;
  if (foreign !== null && foreign !== 'Y' && foreign !== 'N') return null;
  const country = parseCountry(value.COUNTRY);
  if (country === undefined || !EDITED_TEXT.every((key) => isString(value[key]))) return null;
  const text = Object.fromEntries(EDITED_TEXT.map((key) => [key, value[key] as string]));
  return { ...(text as Record<(typeof EDITED_TEXT)[number], string>), FOREIGN_YN: foreign, COUNTRY: country };
}

function parseForm(value: unknown): AddressForm | null {
  if (!isRecord(value)) return null;
  const inDutch = value.addrInDutch;
  if (inDutch !== null && inDutch !== 'Y' && inDutch !== 'N') return null;
  const country = parseCountry(value.country);
  if (country === undefined) return null;
  const form: Partial<AddressForm> = { addrInDutch: inDutch, country };
  for (const field of FORM_TEXT) {
    const text = value[field];
    // A stored value that the field's filter would not keep was not written by this wizard.
    if (!isString(text) || filterAddressInput(field, text) !== text) return null;
    form[field] = text;
  }
  return form as AddressForm;
}

/** A wizard state read from storage, or null when it is missing or not one (then the wizard starts over). */
export function parseWizardState(value: unknown): WizardState | null {
  if (!isRecord(value)) return null;
  const { mode, addressType, step, checked, recheck } = value;
  if (mode !== 'add' && mode !== 'edit') return null;
  if (addressType !== 'FACT' && addressType !== 'POST') return null;
  if (!isString(step) || !(WIZARD_STEPS as string[]).includes(step)) return null;
  if (typeof recheck !== 'boolean') return null;
  let found: WizardState['checked'] = null;
  if (checked !== null) {
    if (!isRecord(checked) || !isString(checked.street) || !isString(checked.city)) return null;
    found = { street: checked.street, city: checked.city };
  }
  const editing = parseEdited(value.editing);
  const form = parseForm(value.form);
  if (!editing || !form) return null;
  const state: WizardState = { mode, addressType, step: step as WizardStep, editing, form, checked: found, recheck };
  return isConsistent(state) ? state : null;
}

/** A step the state may be on: the path of its choice, and only as far as its data allows. */
export function isConsistent(state: WizardState): boolean {
  const { form } = state;
  switch (state.step) {
    case 'type':
      return true;
    case 'zipcode':
      return form.addrInDutch === 'Y';
    case 'dutch':
      return form.addrInDutch === 'Y' && isZipcodeComplete(form);
    case 'country':
      return form.addrInDutch === 'N';
    case 'foreign':
      return form.addrInDutch === 'N' && form.country !== null;
    case 'confirm':
      return addressParams(state) !== null;
  }
}
