/**
 * The licence plate manager (lifecycle 2.4), shared by the request flow, the plate change and the
 * waiting-list continuation. Controlled: the caller holds the plates and the confirm answer
 * (confirmLicensePlates), resets the answer on entering and leaving its stage, and enables Next with
 * platesComplete (license-plate-rules.ts). The manager resets the answer to null whenever the list changes.
 *
 * The instruction by minimum and maximum; each plate with Edit and Delete (their names carry the plate:
 * 'Edit AB123C'); the Yes/No question once the count reaches the minimum; the add button with the
 * ordinal while the count is below the maximum, after a listed plate only once the question is answered No
 * (showAddButton: one way to add a further plate, issue 24), and below the question so it follows the answer. What was just done is said in a polite status. After the
 * dialog the focus returns to the button that opened it, or to the changed plate's Edit button, or to
 * the heading when that button is gone (after a delete, or when the last plate allowed was added).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { YesNoField } from '../../../components/yes-no-field';
import {
  addButtonText,
  confirmQuestionText,
  instructionText,
  otherPlates,
  type PlateEntry,
  type PlateFocus,
  type PlateListChange,
  type PlateRequirement,
  type PlateText,
  plateDeleted,
  plateDetails,
  plateLimits,
  plateSaved,
  proofDocumentNeeded,
  showAddButton,
  showConfirmQuestion,
  takesNoPlates,
  upperCasePlate,
  type YesNo,
} from '../license-plate-rules';
import { LicensePlateDialog, type PlateSaved } from './license-plate-dialog';
import '../../../styles/screens.css';
import '../license-plates.css';

export type { PlateEntry, PlateRequirement } from '../license-plate-rules';

export interface LicensePlateManagerProps {
  /** REGISTER_LEASE Y = a plate not in the user's name is allowed (with a proof document). */
  requirement: PlateRequirement;
  /** 'P' a person. */
  relationType: string;
  plates: PlateEntry[];
  onPlatesChange: (plates: PlateEntry[]) => void;
  /** The confirm question's answer (confirmLicensePlates). */
  confirmed: YesNo | null;
  onConfirmedChange: (value: YesNo | null) => void;
}

type Dialog = { mode: 'add' } | { mode: 'edit'; index: number } | null;

/** Where the focus goes once the list has been drawn again. */

const BUTTON = 'utrecht-button utrecht-button--secondary-action';

export function LicensePlateManager({
  requirement,
  relationType,
  plates,
  onPlatesChange,
  confirmed,
  onConfirmedChange,
}: LicensePlateManagerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const focusTarget = useRef<PlateFocus | null>(null);

  const limits = plateLimits(requirement);
  const text = (value: PlateText) => t(value.key, value.values);
  const editing = dialog?.mode === 'edit' ? (plates[dialog.index] ?? null) : null;
  const deletingEntry = deleting === null ? null : (plates[deleting] ?? null);

  // After every drawing: a pending focus move, once the dialog has closed and the list shows the change.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || dialog || deleting !== null) return;
    focusTarget.current = null;
    let element: HTMLElement | null | undefined = null;
    if (target.kind === 'add') element = addRef.current;
    else if (target.kind === 'edit') {
      element = listRef.current?.querySelector<HTMLElement>(`[data-plate-edit="${CSS.escape(target.plate)}"]`);
    }
    (element ?? headingRef.current)?.focus();
  });

  function change(next: PlateEntry[]) {
    onPlatesChange(next);
    if (confirmed !== null) onConfirmedChange(null);
  }

  function apply(outcome: PlateListChange) {
    change(outcome.plates);
    setStatus(t(outcome.status.key, outcome.status.values));
    focusTarget.current = outcome.focus;
  }

  function save(saved: PlateSaved) {
    apply(plateSaved(plates, dialog?.mode === 'edit' ? dialog.index : null, saved, limits));
    setDialog(null);
  }

  function confirmDelete() {
    const index = deleting;
    setDeleting(null);
    const outcome = index === null ? null : plateDeleted(plates, index);
    if (outcome) apply(outcome);
  }

  return (
    <section className="pl-plates" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="utrecht-heading-2 pl-plates__heading">
        {t('license_plates.heading')}
      </h2>
      <p className="utrecht-paragraph">{text(instructionText(limits))}</p>

      {takesNoPlates(limits) ? null : plates.length === 0 ? (
        <p className="utrecht-paragraph pl-plates__empty">{t('license_plates.none_entered')}</p>
      ) : (
        <ul ref={listRef} className="pl-plates__list">
          {plates.map((entry, index) => {
            const plate = upperCasePlate(entry.LICENSE_PLATE);
            // Plates are unique; should a caller pass one twice, the second still gets a key of its own.
            const first = plates.findIndex((other) => other.LICENSE_PLATE === entry.LICENSE_PLATE) === index;
            const details = plateDetails(entry, relationType);
            return (
              <li key={first ? entry.LICENSE_PLATE : `${entry.LICENSE_PLATE}#${index}`} className="pl-plates__item">
                <div className="pl-plates__text">
                  <span className="pl-plates__plate">{plate}</span>
                  {details.length > 0 ? (
                    <span className="pl-plates__details">
                      {details
                        .map((detail) => t('license_plates.detail', { label: t(detail.label), value: detail.value }))
                        .join(', ')}
                    </span>
                  ) : null}
                  {proofDocumentNeeded(entry, relationType, requirement) ? (
                    <span className="pl-plates__note">{t('license_plates.proof_note')}</span>
                  ) : null}
                </div>
                <div className="pl-plates__actions">
                  <button
                    type="button"
                    className={BUTTON}
                    aria-label={t('license_plates.edit_plate', { licenseplate: plate })}
                    data-plate-edit={entry.LICENSE_PLATE}
                    onClick={() => setDialog({ mode: 'edit', index })}
                  >
                    {t('license_plates.edit')}
                  </button>
                  <button
                    type="button"
                    className={BUTTON}
                    aria-label={t('license_plates.delete_plate', { licenseplate: plate })}
                    onClick={() => setDeleting(index)}
                  >
                    {t('license_plates.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {showConfirmQuestion(plates.length, limits) ? (
        <div className="pl-plates__question">
          <YesNoField
            legend={text(confirmQuestionText(plates.length, limits))}
            name="confirmLicensePlates"
            value={confirmed}
            onChange={onConfirmedChange}
          />
        </div>
      ) : null}

      {showAddButton(plates.length, limits, confirmed) ? (
        <div className="pl-form__actions pl-plates__add">
          <button ref={addRef} type="button" className={BUTTON} onClick={() => setDialog({ mode: 'add' })}>
            {text(addButtonText(plates.length))}
          </button>
        </div>
      ) : null}

      <div role="status" className="pl-visually-hidden">
        {status}
      </div>

      <LicensePlateDialog
        open={dialog !== null}
        editing={editing}
        others={otherPlates(plates, dialog?.mode === 'edit' ? dialog.index : null)}
        requirement={requirement}
        relationType={relationType}
        onSave={save}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deletingEntry !== null}
        title={t('license_plates.delete_confirm.title')}
        text={t('license_plates.delete_confirm.text', {
          licenseplate: upperCasePlate(deletingEntry?.LICENSE_PLATE ?? ''),
        })}
        confirmLabel={t('license_plates.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
