/**
 * One waiting-list entry (lifecycle 2.14, 4.5):
 * - /waiting-item-details/{wltId}: from-date, average waiting time, position (and, once a place is
 *   offered, until when it can be requested), with Request (AWAIT_CONTINUE_WAITING only), Withdraw
 *   (CAN_CWL Y; asks first, then a result dialog whose OK goes to /waiting-list when it succeeded) and
 *   View documents;
 * - /confirmation-for-waiting/{wltId}: the waiting-item request flow, the request flow's stages with the
 *   entry's wltId and plates, its back to /waiting-list;
 * - /view-documents-for-waiting/{wltId}: the entry's documents.
 */

import { formatDisplayDate } from '@parkeerloket/contract';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ModalDialog } from '../../../components/modal-dialog';
import { ProductDocumentsView } from '../../../components/product-documents-view';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../lib/paths';
import { DocumentViewerDialog } from '../../documents';
import { type CancelOutcome, cancelWaitinglistPosition } from '../api/cancel-waitinglist-position';
import { useWaitingListEntry } from '../api/get-waitinglist';
import { canRequest, canWithdraw, carriedPlates, hasDocuments } from '../waiting-list-rules';
import { EntryFacts, EntryGate, useWltId } from './waiting-list-parts';

const SECONDARY = 'utrecht-button utrecht-button--secondary-action';
const PRIMARY = 'utrecht-button utrecht-button--primary-action';

function WithdrawResult({ outcome, onClose }: { outcome: CancelOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ok = outcome?.status === 'ok';
  const close = () => {
    onClose();
    if (ok) void navigate(paths.waitingList);
  };
  return (
    <ModalDialog
      open={outcome !== null}
      title={t(ok ? 'waiting_list.result.ok' : 'waiting_list.result.fail')}
      role={ok ? 'dialog' : 'alertdialog'}
      onClose={close}
      actions={
        <button type="button" className={PRIMARY} onClick={close}>
          {t('waiting_list.result.button')}
        </button>
      }
    >
      <p className="utrecht-paragraph">
        {outcome?.text || t(ok ? 'waiting_list.result.ok_text' : 'error.INTERNAL_ERROR')}
      </p>
    </ModalDialog>
  );
}

export function WaitingItemDetailsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wltId = useWltId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const withdraw = async () => {
    setAsking(false);
    setBusy(true);
    try {
      setOutcome(await cancelWaitinglistPosition(wltId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <EntryGate wltId={wltId} title={t('waiting_list.details.title')} back={paths.waitingList}>
        {(entry) => (
          <>
            <ScreenTitle title={entry.DESCRIPTION || t('waiting_list.details.title')} />
            {canRequest(entry) && entry.OFFER_END_DATE ? (
              <Alert type="info">
                <p className="utrecht-paragraph">
                  {t('waiting_list.offered', { date: formatDisplayDate(entry.OFFER_END_DATE) })}
                </p>
              </Alert>
            ) : null}
            <EntryFacts entry={entry} />
            <div className="pl-product-actions">
              {canRequest(entry) ? (
                <button
                  type="button"
                  className={PRIMARY}
                  onClick={() => void navigate(paths.confirmationForWaiting(wltId))}
                >
                  {t('waiting_list.action.request')}
                </button>
              ) : null}
              {canWithdraw(entry) ? (
                <button type="button" className={SECONDARY} disabled={busy} onClick={() => setAsking(true)}>
                  {t('waiting_list.action.withdraw')}
                </button>
              ) : null}
              {hasDocuments(entry) ? (
                <button
                  type="button"
                  className={SECONDARY}
                  onClick={() => void navigate(paths.viewDocumentsForWaiting(wltId))}
                >
                  {t('waiting_list.action.documents')}
                </button>
              ) : null}
            </div>
            <BackLink to={paths.waitingList} />
            <ConfirmDialog
              open={asking}
              title={t('waiting_list.withdraw.title')}
              text={t('waiting_list.withdraw.text', { title: entry.DESCRIPTION })}
              confirmLabel={t('waiting_list.withdraw.yes')}
              onConfirm={() => void withdraw()}
              onClose={() => setAsking(false)}
            />
          </>
        )}
      </EntryGate>
      <WithdrawResult outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

export function ViewDocumentsForWaitingScreen() {
  const { t } = useTranslation();
  const wltId = useWltId();
  const back = paths.waitingItemDetails(wltId);
  return (
    <EntryGate wltId={wltId} title={t('waiting_list.documents.title')} back={back}>
      {(entry) => (
        <>
          <ScreenTitle title={`${t('waiting_list.documents.title')}: ${entry.DESCRIPTION}`} />
          <ProductDocumentsView product={entry} Viewer={DocumentViewerDialog} />
          <BackLink to={back} />
        </>
      )}
    </EntryGate>
  );
}

/** Where the waiting-item request flow starts: the entry's product, its wltId and its plates, back to the list. */
export interface WaitingItemStart {
  wltId: number;
  permitTypeId: number;
  areaId: number;
  /** The location the place was offered at: the flow offers no other. */
  locationId: number | null;
  plates: readonly string[];
  back: string;
}

/**
 * The request flow comes in as a prop (app/routes.tsx passes the request flow's screen): features
 * do not import each other. The entry is read once: after the request is submitted the entry leaves
 * the list (REQUESTED), and the flow must stay on screen to its finish.
 */
export function ConfirmationForWaitingScreen({ Flow }: { Flow: ComponentType<{ waitingItem: WaitingItemStart }> }) {
  const { t, i18n } = useTranslation();
  const wltId = useWltId();
  const { entry } = useWaitingListEntry(wltId, i18n.language);
  const [start, setStart] = useState<WaitingItemStart | null>(null);
  if (start === null && entry && canRequest(entry) && entry.PERMITTYPEID && entry.AREAID) {
    setStart({
      wltId,
      permitTypeId: entry.PERMITTYPEID,
      areaId: entry.AREAID,
      locationId: entry.LOCATIONID ?? null,
      plates: carriedPlates(entry),
      back: paths.waitingList,
    });
  }
  if (start) return <Flow waitingItem={start} />;
  return (
    <EntryGate wltId={wltId} title={t('waiting_list.request.title')} back={paths.waitingList}>
      {() => (
        <>
          <ScreenTitle title={t('waiting_list.request.title')} />
          <p className="utrecht-paragraph">{t('waiting_list.request.not_offered')}</p>
          <BackLink to={paths.waitingItemDetails(wltId)} />
        </>
      )}
    </EntryGate>
  );
}
