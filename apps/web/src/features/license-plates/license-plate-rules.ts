/**
 * The licence plate manager's rules (lifecycle 2.4, 3, 5, 6, 8, 9; DECISIONS 1 "Licence plates" and
 * "Price-line routing"), pure so they are tested without a browser. The component
 * (components/license-plate-manager.tsx) only wires them to the screen.
 *
 * A plate is kept as typed through the filter: upper-cased, letters and digits only. A Dutch plate is
 * exactly 6 of them, a foreign one 1 to 10. For a person (RELATION_TYPE P) a Dutch plate is checked with
 * the vehicle registry (eloket/rdw_check) before it is added; a foreign one is added as leased and
 * checked (LEASE Y, RDW_CHECKED Y). Other relation types add the plate only.
 */
import {
  DUTCH_PLATE_LENGTH,
  FOREIGN_PLATE_MAX_LENGTH,
  filterLicensePlate,
  isDutchByDefault,
  isPerson,
  type LicensePlateItem,
  MAX_LICENSE_PLATES,
  normalizeLicensePlate,
  promisesLeaseProof,
  RDW_CHECK_FAILURE,
  stripControlCharacters,
  validateLicensePlate,
  validateLicensePlateUnique,
} from '@parkeerloket/contract';
import type { TextKey } from '@parkeerloket/translations';

export type YesNo = 'Y' | 'N';

/** A plate as the manager holds it: the wire item of a person plus whether it is Dutch (lifecycle 3). */
export interface PlateEntry {
  LICENSE_PLATE: string;
  LEASE: YesNo;
  RDW_CHECKED: YesNo;
  BRAND: string;
  COLOR: string;
  COUNTRY: string;
  dutchLicensePlate: boolean;
}

/** The first LICENSEPLATE_REQUIREMENTS entry of the product request parameters (lifecycle 3). */
export interface PlateRequirement {
  MIN_LICENSEPLATES: number;
  MAX_LICENSEPLATES: number;
  REGISTER_BRAND: YesNo;
  REGISTER_COLOUR: YesNo;
  /** Y: a plate not in the user's name is allowed. */
  REGISTER_LEASE: YesNo;
  /** Y: such a plate needs a proof document (the server's `asksLeaseProof`); absent: none is promised. */
  LEASE_PROOF_YN?: YesNo | null;
}

/** A text to show: a translation key with its values. */
export interface PlateText {
  key: TextKey;
  values?: Record<string, string | number>;
}

/** The country of a Dutch plate; a foreign plate's country is not asked, so it stays empty. */
export const DUTCH_PLATE_COUNTRY = 'NL';
/** Brand and colour: the contract's limit on a plate item's details. */
export const PLATE_DETAIL_MAX_LENGTH = 50;

// ---- Limits (lifecycle 2.4, 5, 9).

export interface PlateLimits {
  min: number;
  max: number;
}

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/**
 * The minimum and maximum the manager works with: whole numbers, the maximum at most 5 (the ordinals
 * end at 'fifth' and the server refuses more), the minimum never above the maximum.
 */
export function plateLimits(
  requirement: Pick<PlateRequirement, 'MIN_LICENSEPLATES' | 'MAX_LICENSEPLATES'>,
): PlateLimits {
  const max = Math.min(count(requirement.MAX_LICENSEPLATES), MAX_LICENSE_PLATES);
  return { min: Math.min(count(requirement.MIN_LICENSEPLATES), max), max };
}

/** The product takes no plates at all: nothing to ask, the stage may pass at once (lifecycle 2.3 step 7). */
export function takesNoPlates(limits: PlateLimits): boolean {
  return limits.max === 0;
}

/** The add button shows while the count is below the maximum. */
export function canAddPlate(plateCount: number, limits: PlateLimits): boolean {
  return plateCount < limits.max;
}

/** The Yes/No question shows once the count reaches the minimum (and while it is within the maximum). */
export function showConfirmQuestion(plateCount: number, limits: PlateLimits): boolean {
  return !takesNoPlates(limits) && plateCount >= limits.min && plateCount <= limits.max;
}

/**
 * One way to add a further plate (issue 24): once a plate is listed and the question asks whether that is all, the
 * add button shows only after the answer No; asking "is this the only plate?" beside "add the second plate" offered
 * two ways to say the same. Before the first plate, or below the minimum (no question yet), it shows as before.
 */
export function showAddButton(plateCount: number, limits: PlateLimits, confirmed: YesNo | null): boolean {
  if (!canAddPlate(plateCount, limits)) return false;
  if (plateCount === 0 || !showConfirmQuestion(plateCount, limits)) return true;
  return confirmed === 'N';
}

/** Next may be enabled: count within min..max and confirmed === 'Y' (or min = max = 0). */
export function platesComplete(
  requirement: Pick<PlateRequirement, 'MIN_LICENSEPLATES' | 'MAX_LICENSEPLATES'>,
  plates: readonly unknown[],
  confirmed: YesNo | null,
): boolean {
  const limits = plateLimits(requirement);
  if (takesNoPlates(limits)) return true;
  return plates.length >= limits.min && plates.length <= limits.max && confirmed === 'Y';
}

// ---- Texts that depend on the numbers (lifecycle 2.4, 9).

/** The instruction above the list, by minimum and maximum. */
export function instructionText(limits: PlateLimits): PlateText {
  const { min, max } = limits;
  if (max === 0) return { key: 'license_plates.instruction.none' };
  if (min === max) {
    return max === 1
      ? { key: 'license_plates.instruction.one' }
      : { key: 'license_plates.instruction.exactly', values: { number: max } };
  }
  if (min === 0) {
    return max === 1
      ? { key: 'license_plates.instruction.optional_one' }
      : { key: 'license_plates.instruction.up_to', values: { max } };
  }
  return { key: 'license_plates.instruction.range', values: { min, max } };
}

const ADD_KEYS = [
  'license_plates.add.1',
  'license_plates.add.2',
  'license_plates.add.3',
  'license_plates.add.4',
  'license_plates.add.5',
] as const satisfies readonly TextKey[];

/** 'Add the first / second / … / fifth licence plate': the ordinal of the plate the button adds. */
export function addButtonText(plateCount: number): PlateText {
  const ordinal = Math.min(Math.max(count(plateCount) + 1, 1), ADD_KEYS.length);
  return { key: ADD_KEYS[ordinal - 1] ?? 'license_plates.add.1' };
}

/**
 * The suffix of a number written as an ordinal (lifecycle 9): English 1st 2nd 3rd 4th 11th 12th 13th 21st;
 * Dutch 1ste 2de … 7de 8ste 9de … 19de 20ste 21ste …, and after a hundred by the last two digits
 * (101ste, 102de, 108ste, 200ste).
 */
export function ordinalSuffix(value: number, language: 'en' | 'nl'): string {
  const n = count(value);
  const lastTwo = n % 100;
  if (language === 'nl') {
    if (n === 0) return 'de';
    if (lastTwo === 0 || lastTwo === 1 || lastTwo === 8 || lastTwo >= 20) return 'ste';
    return 'de';
  }
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
}

/** '1st', '2de': the number with its suffix. */
export function ordinal(value: number, language: 'en' | 'nl'): string {
  return `${count(value)}${ordinalSuffix(value, language)}`;
}

/**
 * The confirm question (confirmLicensePlates). Its wording differs once the maximum is reached; it
 * also reads right for no plate (the minimum 0) and for a single one.
 */
export function confirmQuestionText(plateCount: number, limits: PlateLimits): PlateText {
  if (plateCount >= limits.max) {
    return { key: plateCount === 1 ? 'license_plates.question.maximum_one' : 'license_plates.question.maximum' };
  }
  if (plateCount === 0) return { key: 'license_plates.question.none' };
  return { key: plateCount === 1 ? 'license_plates.question.one' : 'license_plates.question.all' };
}

// ---- The plate field (lifecycle 5; DECISIONS 1).

/** What the plate field keeps of what is typed: upper-cased, no dashes, spaces or special characters; at most 6 (Dutch) or 10. */
export function filterPlateInput(value: string, dutch: boolean): string {
  return filterLicensePlate(value, dutch);
}

/** Editing loads the plate without dashes (and upper-cased); never shortened, so nothing is lost unseen. */
export function plateForEditing(plate: string): string {
  return normalizeLicensePlate(plate);
}

/** The plate after the 'Dutch plate' choice changes: switching to Dutch truncates it to 6. */
export function plateAfterDutchChange(plate: string, dutch: boolean): string {
  return dutch ? plate.slice(0, DUTCH_PLATE_LENGTH) : plate;
}

/** The 'Dutch plate' choice defaults to Y when the value is empty or is 6 valid characters. */
export function dutchByDefault(plate: string): boolean {
  return isDutchByDefault(plate);
}

/** Brand and colour as typed: no line breaks or tabs, at most 50 characters. */
export function filterPlateDetail(value: string): string {
  return stripControlCharacters(value).slice(0, PLATE_DETAIL_MAX_LENGTH);
}

/**
 * The plate as the plate manager shows it: upper-cased, as typed. Not the server's displayPlate, which
 * writes a Dutch plate with dashes (AB-12-CD) for DISPLAY_DVE.
 */
export function upperCasePlate(plate: string): string {
  return plate.toUpperCase();
}

/** What the dialog holds. */
export interface PlateDraft {
  plate: string;
  dutch: boolean;
  brand: string;
  colour: string;
}

/** The plate and choice an edit started from; null when adding. */
export interface PlateOriginal {
  plate: string;
  dutch: boolean;
}

/** Editing left the plate as it was (the same characters, the same Dutch choice): validation is skipped. */
export function isUnchangedEdit(draft: Pick<PlateDraft, 'plate' | 'dutch'>, original: PlateOriginal | null): boolean {
  return (
    original !== null &&
    normalizeLicensePlate(draft.plate) === normalizeLicensePlate(original.plate) &&
    draft.dutch === original.dutch
  );
}

/**
 * The plate field's message, or null when the plate may be saved. Empty 'This field can not be empty';
 * Dutch not 6 'A Dutch licence plate is 6 characters in length.'; foreign over 10; duplicate 'You already
 * have entered this licence plate!'. `others` are the plates already listed (without the one edited).
 */
export function plateError(
  draft: Pick<PlateDraft, 'plate' | 'dutch'>,
  others: readonly string[],
  original: PlateOriginal | null = null,
): PlateText | null {
  if (isUnchangedEdit(draft, original)) return null;
  const plate = normalizeLicensePlate(draft.plate);
  const code = validateLicensePlate(plate, draft.dutch);
  switch (code) {
    case null:
      break;
    case 'required':
      return { key: 'validation.required' };
    case 'license_plate_nl_too_short':
      return { key: 'auth.permit.license_plate_nl_too_short.text' };
    case 'too_long':
      return draft.dutch
        ? { key: 'auth.permit.license_plate_nl_too_short.text' }
        : { key: 'license_plates.validation.foreign_too_long', values: { max: FOREIGN_PLATE_MAX_LENGTH } };
    default:
      return { key: 'validation.license_plate_invalid' };
  }
  return validateLicensePlateUnique(plate, others) ? { key: 'validation.license_plate_duplicate' } : null;
}

/** The plates already listed, without the one being edited (index null when adding). */
export function otherPlates(plates: readonly PlateEntry[], editing: number | null): string[] {
  return plates.filter((_, index) => index !== editing).map((entry) => entry.LICENSE_PLATE);
}

// ---- Saving a plate (lifecycle 2.4, 6, 7, 8).

/** What the vehicle registry said, read from eloket/rdw_check; 'unavailable' when the call failed. */
export type RegistryAnswer =
  | { kind: 'answered'; result: boolean | typeof RDW_CHECK_FAILURE; message: string; brand: string; colour: string }
  | { kind: 'unavailable' };

function detail(item: Record<string, unknown> | undefined, ...names: string[]): string {
  for (const name of names) {
    const value = item?.[name];
    if (typeof value === 'string' && value.trim() !== '') return filterPlateDetail(value.trim());
  }
  return '';
}

/**
 * Reads a successful rdw_check answer: result[0].RESULT true, false or 'failure', and the statusmessage.
 * BRAND and COLOR are taken when the answer gives them. An unknown RESULT counts as 'failure'.
 */
export function readRegistryAnswer(
  result: readonly Record<string, unknown>[] | undefined,
  statusmessage: string | null | undefined,
): RegistryAnswer {
  const item = result?.[0];
  const raw = item?.RESULT;
  const value = raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : RDW_CHECK_FAILURE;
  return {
    kind: 'answered',
    result: value,
    message: (statusmessage ?? '').trim(),
    brand: detail(item, 'BRAND'),
    colour: detail(item, 'COLOR', 'COLOUR'),
  };
}

/**
 * Whether the dialog checks a plate with the vehicle registry before adding it: a person's plate marked
 * Dutch. The server re-decides per submitted plate (request-flow plate-rules needsRegistryCheck: six
 * letters or digits, country NL or none), which a plate marked Dutch always is.
 */
export function isRegistryChecked(relationType: string, dutch: boolean): boolean {
  return isPerson(relationType) && dutch;
}

/** What OK does. */
export type SaveDecision =
  | { kind: 'invalid'; error: PlateText }
  | { kind: 'check' }
  | { kind: 'save'; entry: PlateEntry; proofNeeded: boolean };

/** What the registry's answer leads to. */
export type CheckOutcome =
  | { kind: 'save'; entry: PlateEntry; proofNeeded: boolean }
  /** Not added: the server's message when it gave one, else the fallback text. */
  | { kind: 'refuse'; message: string; fallback: PlateText };

function typedDetails(draft: PlateDraft, requirement: PlateRequirement): { BRAND: string; COLOR: string } {
  return {
    BRAND: requirement.REGISTER_BRAND === 'Y' ? filterPlateDetail(draft.brand.trim()) : '',
    COLOR: requirement.REGISTER_COLOUR === 'Y' ? filterPlateDetail(draft.colour.trim()) : '',
  };
}

/** A new entry from the dialog, before any check: leased and checked for a person's foreign plate. */
export function entryWithoutCheck(draft: PlateDraft, requirement: PlateRequirement, relationType: string): PlateEntry {
  const person = isPerson(relationType);
  const foreign = person && !draft.dutch;
  return {
    LICENSE_PLATE: normalizeLicensePlate(draft.plate),
    LEASE: foreign ? 'Y' : 'N',
    RDW_CHECKED: foreign ? 'Y' : 'N',
    ...typedDetails(draft, requirement),
    COUNTRY: draft.dutch ? DUTCH_PLATE_COUNTRY : '',
    dutchLicensePlate: draft.dutch,
  };
}

/**
 * Shows the 'not in your name, a proof document will be asked' note: a person's leased Dutch plate, on a product
 * that asks proof of one (so the request's upload stage then asks for it).
 */
export function proofDocumentNeeded(
  entry: PlateEntry,
  relationType: string,
  requirement: Pick<PlateRequirement, 'LEASE_PROOF_YN'>,
): boolean {
  return isPerson(relationType) && entry.LEASE === 'Y' && entry.dutchLicensePlate && promisesLeaseProof(requirement);
}

/**
 * What OK does with the dialog's values. An unchanged edit keeps the plate's check and takes the typed
 * brand and colour; an invalid plate shows its message; a person's Dutch plate is checked first; any
 * other plate is saved at once.
 */
export function decideSave(
  draft: PlateDraft,
  context: {
    requirement: PlateRequirement;
    relationType: string;
    others: readonly string[];
    /** The entry being edited; null when adding. */
    editing: PlateEntry | null;
  },
): SaveDecision {
  const { requirement, relationType, others, editing } = context;
  const original = editing ? { plate: editing.LICENSE_PLATE, dutch: editing.dutchLicensePlate } : null;
  if (editing && isUnchangedEdit(draft, original)) {
    const typed = typedDetails(draft, requirement);
    const entry: PlateEntry = {
      ...editing,
      LICENSE_PLATE: normalizeLicensePlate(editing.LICENSE_PLATE),
      BRAND: requirement.REGISTER_BRAND === 'Y' ? typed.BRAND : editing.BRAND,
      COLOR: requirement.REGISTER_COLOUR === 'Y' ? typed.COLOR : editing.COLOR,
    };
    return { kind: 'save', entry, proofNeeded: false };
  }
  const error = plateError(draft, others, original);
  if (error) return { kind: 'invalid', error };
  if (isRegistryChecked(relationType, draft.dutch)) return { kind: 'check' };
  const entry = entryWithoutCheck(draft, requirement, relationType);
  return { kind: 'save', entry, proofNeeded: false };
}

const CHECK_FAILURE_TEXT: PlateText = { key: 'request_flow.label.rdw_check_failure.text' };

/**
 * After the registry check (lifecycle 2.4, 8): true adds the plate in the user's name (brand and colour
 * from the registry when it gave them); false adds it as leased when the product allows that (a proof
 * document follows), else shows the server's message; 'failure' shows the server's message; a failed
 * call says the plate cannot be checked now.
 */
export function outcomeAfterCheck(
  draft: PlateDraft,
  answer: RegistryAnswer,
  requirement: PlateRequirement,
): CheckOutcome {
  if (answer.kind === 'unavailable') return { kind: 'refuse', message: '', fallback: CHECK_FAILURE_TEXT };
  if (answer.result === RDW_CHECK_FAILURE)
    return { kind: 'refuse', message: answer.message, fallback: CHECK_FAILURE_TEXT };
  const typed = typedDetails(draft, requirement);
  const base = {
    LICENSE_PLATE: normalizeLicensePlate(draft.plate),
    RDW_CHECKED: 'Y' as const,
    BRAND: answer.brand || typed.BRAND,
    COLOR: answer.colour || typed.COLOR,
    COUNTRY: DUTCH_PLATE_COUNTRY,
    dutchLicensePlate: true,
  };
  if (answer.result) return { kind: 'save', entry: { ...base, LEASE: 'N' }, proofNeeded: false };
  if (requirement.REGISTER_LEASE === 'Y') {
    return { kind: 'save', entry: { ...base, LEASE: 'Y' }, proofNeeded: promisesLeaseProof(requirement) };
  }
  return { kind: 'refuse', message: answer.message, fallback: { key: 'failure.PLATE_NOT_OWN' } };
}

// ---- The list (lifecycle 2.4).

export function addPlate(plates: readonly PlateEntry[], entry: PlateEntry): PlateEntry[] {
  return [...plates, entry];
}

export function replacePlate(plates: readonly PlateEntry[], index: number, entry: PlateEntry): PlateEntry[] {
  return plates.map((current, i) => (i === index ? entry : current));
}

export function removePlate(plates: readonly PlateEntry[], index: number): PlateEntry[] {
  return plates.filter((_, i) => i !== index);
}

/** Where the focus goes after a change to the list: the add button, a plate's edit button, or the heading. */
export type PlateFocus = { kind: 'add' } | { kind: 'edit'; plate: string } | { kind: 'heading' };

/** What saving the dialog does to the list: the new list, what the live region says, and where the focus goes. */
export interface PlateListChange {
  plates: PlateEntry[];
  status: PlateText;
  focus: PlateFocus;
}

/**
 * A plate saved from the dialog: it replaces the edited one (the focus back on its edit button), or is added (the
 * focus on the add button while it shows, else on the new plate's edit button). The status names the plate and
 * whether a proof document will be asked for.
 */
export function plateSaved(
  plates: readonly PlateEntry[],
  editing: number | null,
  saved: { entry: PlateEntry; proofNeeded: boolean },
  limits: PlateLimits,
): PlateListChange {
  const { entry, proofNeeded } = saved;
  const values = { licenseplate: upperCasePlate(entry.LICENSE_PLATE) };
  if (editing !== null) {
    return {
      plates: replacePlate(plates, editing, entry),
      status: { key: proofNeeded ? 'license_plates.status.changed_proof' : 'license_plates.status.changed', values },
      focus: { kind: 'edit', plate: entry.LICENSE_PLATE },
    };
  }
  const next = addPlate(plates, entry);
  return {
    plates: next,
    status: { key: proofNeeded ? 'license_plates.status.added_proof' : 'license_plates.status.added', values },
    // The question follows a new plate, and the add button only its answer No: then the focus stays on the plate.
    focus: showAddButton(next.length, limits, null) ? { kind: 'add' } : { kind: 'edit', plate: entry.LICENSE_PLATE },
  };
}

/** A plate deleted after confirmation; its delete button is gone, so the focus goes to the list's heading. Null when there is no such plate. */
export function plateDeleted(plates: readonly PlateEntry[], index: number): PlateListChange | null {
  const entry = plates[index];
  if (!entry) return null;
  return {
    plates: removePlate(plates, index),
    status: { key: 'license_plates.status.deleted', values: { licenseplate: upperCasePlate(entry.LICENSE_PLATE) } },
    focus: { kind: 'heading' },
  };
}

/** Brand and colour as shown under a person's plate, when known. */
export function plateDetails(entry: PlateEntry, relationType: string): { label: TextKey; value: string }[] {
  if (!isPerson(relationType)) return [];
  const details: { label: TextKey; value: string }[] = [];
  if (entry.BRAND.trim()) details.push({ label: 'license_plates.brand', value: entry.BRAND.trim() });
  if (entry.COLOR.trim()) details.push({ label: 'license_plates.colour', value: entry.COLOR.trim() });
  return details;
}

// ---- Entry and wire (lifecycle 2.4 last bullet, 3, 6, 7; DECISIONS price-line routing).

/**
 * The plate stored at entry (the deep-link plate), added automatically: for a person as a leased plate
 * that the registry has already checked; for others the plate only.
 */
export function plateFromEntry(plate: string, relationType: string): PlateEntry {
  const normalized = normalizeLicensePlate(plate);
  const dutch = normalized.length === DUTCH_PLATE_LENGTH;
  const person = isPerson(relationType);
  return {
    LICENSE_PLATE: normalized,
    LEASE: person ? 'Y' : 'N',
    RDW_CHECKED: person ? 'Y' : 'N',
    BRAND: '',
    COLOR: '',
    COUNTRY: dutch ? DUTCH_PLATE_COUNTRY : '',
    dutchLicensePlate: dutch,
  };
}

/**
 * p_licenseplates (lifecycle 3, 6, 7): a person's plates carry LICENSE_PLATE, LEASE, RDW_CHECKED, BRAND,
 * COLOR and COUNTRY; every other relation type sends LICENSE_PLATE only. Whether a plate is Dutch stays here.
 */
export function toWirePlates(plates: readonly PlateEntry[], relationType: string): LicensePlateItem[] {
  if (!isPerson(relationType))
    return plates.map((entry) => ({ LICENSE_PLATE: normalizeLicensePlate(entry.LICENSE_PLATE) }));
  return plates.map((entry) => ({
    LICENSE_PLATE: normalizeLicensePlate(entry.LICENSE_PLATE),
    LEASE: entry.LEASE,
    RDW_CHECKED: entry.RDW_CHECKED,
    BRAND: entry.BRAND.trim(),
    COLOR: entry.COLOR.trim(),
    COUNTRY: entry.COUNTRY.trim(),
  }));
}
