/**
 * The 'Additional info' of a product (lifecycle 2.2, 8): eloket/get_additional_pte_info, its
 * INFO in a modal. INFO is the municipality's plain text: shown as text (line breaks kept), never
 * as HTML. A failure is the dialog's error state with a retry.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { useAdditionalPteInfo } from '../api/get-additional-pte-info';

export interface AdditionalInfoTarget {
  permitTypeId: number;
  title: string;
}

export function AdditionalInfoDialog({
  target,
  onClose,
}: {
  target: AdditionalInfoTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const info = useAdditionalPteInfo(target?.permitTypeId ?? null, i18n.language);

  let body: ReactNode = null;
  if (target) {
    if (info.isError) {
      body = (
        <Alert type="error" title={t('catalogue.info.error')}>
          {info.error instanceof ServiceError ? <p className="utrecht-paragraph">{failureText(info.error)}</p> : null}
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={info.isFetching}
              onClick={() => void info.refetch()}
            >
              {t('catalogue.retry')}
            </button>
          </div>
        </Alert>
      );
    } else if (info.isPending) {
      body = <p className="utrecht-paragraph">{t('catalogue.info.loading')}</p>;
    } else if (info.data.trim() === '') {
      body = <p className="utrecht-paragraph">{t('catalogue.info.empty')}</p>;
    } else {
      body = <p className="utrecht-paragraph pl-pre-line pl-info__text">{info.data}</p>;
    }
  }

  return (
    <ModalDialog
      open={target !== null}
      title={t('catalogue.info.title')}
      onClose={onClose}
      actions={
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p className="utrecht-paragraph pl-info__product">{target?.title}</p>
      {/* Polite: the text arriving after the wait is read out without moving the focus. */}
      <div aria-live="polite">{body}</div>
    </ModalDialog>
  );
}
