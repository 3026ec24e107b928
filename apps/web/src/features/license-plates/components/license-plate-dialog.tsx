/**
 * The add/edit plate dialog (lifecycle 2.4, 5, 8): the plate, 'Is it a Dutch licence plate?', and brand
 * and colour only when the product registers them. OK validates (license-plate-rules.ts decideSave); a
 * person's Dutch plate is first checked with eloket/rdw_check, during which OK is busy (aria-busy) and a
 * second press does nothing. Every refusal is the plate field's error: tied to the input, announced
 * politely, and the focus goes back to the field. Cancel (or Escape) stops a running check.
 */
import { isPerson } from '@parkeerloket/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { YesNoField } from '../../../components/yes-no-field';
import {
  decideSave,
  dutchByDefault,
  filterPlateDetail,
  filterPlateInput,
  isRegistryChecked,
  outcomeAfterCheck,
  type PlateDraft,
  type PlateEntry,
  type PlateRequirement,
  type PlateText,
  plateAfterDutchChange,
  plateError,
  plateForEditing,
} from '../license-plate-rules';
import { useRegistryCheck } from '../registry-check';

export interface PlateSaved {
  entry: PlateEntry;
  /** The plate is not in the user's name: a proof document will be asked. */
  proofNeeded: boolean;
}

export interface LicensePlateDialogProps {
  open: boolean;
  /** The entry edited; null to add one. */
  editing: PlateEntry | null;
  /** The plates already listed, without the one edited. */
  others: readonly string[];
  requirement: PlateRequirement;
  relationType: string;
  onSave: (saved: PlateSaved) => void;
  onClose: () => void;
}

function initialDraft(editing: PlateEntry | null): PlateDraft {
  if (!editing) return { plate: '', dutch: dutchByDefault(''), brand: '', colour: '' };
  return {
    plate: plateForEditing(editing.LICENSE_PLATE),
    dutch: editing.dutchLicensePlate,
    brand: editing.BRAND,
    colour: editing.COLOR,
  };
}

type BodyProps = Omit<LicensePlateDialogProps, 'open'>;

function LicensePlateDialogBody({ editing, others, requirement, relationType, onSave, onClose }: BodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  const plateField = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<PlateDraft>(() => initialDraft(editing));
  const [submitted, setSubmitted] = useState(false);
  /** The registry's refusal or the check's failure, already in words; cleared by any change. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useRegistryCheck();
  // A ref, not state: a second press in the same moment must already see the first.
  const checking = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  // Closing the dialog (Cancel, Escape) stops a running check; its answer is then ignored.
  useEffect(() => () => abort.current?.abort(), []);

  const original = editing ? { plate: editing.LICENSE_PLATE, dutch: editing.dutchLicensePlate } : null;
  const text = (value: PlateText) => t(value.key, value.values);
  const validation = submitted ? plateError(draft, others, original) : null;
  const error = refusal ?? (validation ? text(validation) : null);

  function change(next: Partial<PlateDraft>) {
    if (checking.current) return;
    setRefusal(null);
    setDraft((current) => ({ ...current, ...next }));
  }

  const focusPlate = () => plateField.current?.querySelector('input')?.focus();

  function refuse(message: string) {
    setRefusal(message);
    focusPlate();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    setSubmitted(true);
    setRefusal(null);
    const decision = decideSave(draft, { requirement, relationType, others, editing });
    if (decision.kind === 'invalid') {
      focusPlate();
      return;
    }
    if (decision.kind === 'save') {
      onSave({ entry: decision.entry, proofNeeded: decision.proofNeeded });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    checking.current = true;
    setBusy(true);
    let outcome: ReturnType<typeof outcomeAfterCheck>;
    try {
      const answer = await check.mutateAsync({ plate: draft.plate, signal: controller.signal });
      outcome = outcomeAfterCheck(draft, answer, requirement);
    } catch {
      // Aborted (the dialog closed) or the session ended (the API client takes the user to login).
      return;
    } finally {
      if (abort.current === controller) abort.current = null;
      checking.current = false;
      if (!controller.signal.aborted) setBusy(false);
    }
    if (controller.signal.aborted) return;
    if (outcome.kind === 'refuse') refuse(outcome.message || text(outcome.fallback));
    else onSave({ entry: outcome.entry, proofNeeded: outcome.proofNeeded });
  }

  const checked = isRegistryChecked(relationType, true);
  return (
    <>
      <form id={formId} className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <div ref={plateField}>
          <TextField
            label={t('license_plates.dialog.plate')}
            description={t(
              draft.dutch ? 'license_plates.dialog.plate_hint.dutch' : 'license_plates.dialog.plate_hint.foreign',
            )}
            value={draft.plate}
            onChange={(typed) => change({ plate: filterPlateInput(typed, draft.dutch) })}
            error={error}
            readOnly={busy}
            name="licenseplate"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
        </div>
        <YesNoField
          legend={t('license_plates.dialog.dutch')}
          name="dutchLicensePlate"
          value={draft.dutch ? 'Y' : 'N'}
          onChange={(value) =>
            change({ dutch: value === 'Y', plate: plateAfterDutchChange(draft.plate, value === 'Y') })
          }
          description={checked ? t('license_plates.dialog.check_hint') : null}
          disabled={busy}
        />
        {isPerson(relationType) && requirement.REGISTER_BRAND === 'Y' ? (
          <TextField
            label={t('license_plates.brand')}
            description={t('license_plates.dialog.optional')}
            value={draft.brand}
            onChange={(typed) => change({ brand: filterPlateDetail(typed) })}
            readOnly={busy}
            name="brand"
            autoComplete="off"
          />
        ) : null}
        {isPerson(relationType) && requirement.REGISTER_COLOUR === 'Y' ? (
          <TextField
            label={t('license_plates.colour')}
            description={t('license_plates.dialog.optional')}
            value={draft.colour}
            onChange={(typed) => change({ colour: filterPlateDetail(typed) })}
            readOnly={busy}
            name="colour"
            autoComplete="off"
          />
        ) : null}
        <div role="status" className="pl-visually-hidden">
          {busy ? t('license_plates.dialog.checking') : ''}
        </div>
      </form>
      <div className="pl-dialog__actions">
        {/* Not disabled while busy: the focus stays on it, and a second press is ignored (submit). */}
        <button
          type="submit"
          form={formId}
          className={`utrecht-button utrecht-button--primary-action${busy ? ' utrecht-button--busy' : ''}`}
          aria-busy={busy || undefined}
        >
          {t('common.ok')}
        </button>
        <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onClose}>
          {t('user.cancel')}
        </button>
      </div>
    </>
  );
}

export function LicensePlateDialog({ open, editing, ...body }: LicensePlateDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={t(editing ? 'license_plates.dialog.title.edit' : 'license_plates.dialog.title.add')}
      onClose={body.onClose}
      actions={null}
    >
      {open ? <LicensePlateDialogBody editing={editing} {...body} /> : null}
    </ModalDialog>
  );
}
