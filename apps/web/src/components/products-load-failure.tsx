/**
 * The failure of loading the issued products (lifecycle 2.6, 2.11), or another list with its own
 * `title` (the waiting list), with a retry. A session that ended shows nothing here: the
 * session-timeout flow takes the user to the login screen instead.
 */
import { useTranslation } from 'react-i18next';
import { ServiceError } from '../lib/api-client';
import { failureText } from '../lib/failure-message';
import { Alert } from './alert';

export function ProductsLoadFailure({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  /** The alert's title; by default the products' (lifecycle 8: a failure loading a list is an error state). */
  title?: string;
}) {
  const { t } = useTranslation();
  if (!error || (error instanceof ServiceError && error.kind === 'session-timeout')) return null;
  return (
    <Alert type="error" title={title ?? t('products.error.title')}>
      <p className="utrecht-paragraph">
        {error instanceof ServiceError ? failureText(error) : t('error.INTERNAL_ERROR')}
      </p>
      <div className="pl-form__actions">
        <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onRetry}>
          {t('products.retry')}
        </button>
      </div>
    </Alert>
  );
}
