/**
 * The loading, failure and "not found" states of a screen about one prolongation (lifecycle 2.13): it
 * comes from get_vrex_permits by its REQUESTID; one that is not there (another user's, or one already
 * confirmed, paid or withdrawn) says so with a way back to /prolongations.
 */
import type { Prolongation } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ProductsLoadFailure } from '../../../components/products-load-failure';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../lib/paths';
import { useProlongation } from '../api/prolongation-calls';

export function useRequestId(): number {
  const { requestId } = useParams();
  return Number(requestId);
}

export function ProlongationGate({
  title,
  children,
}: {
  title: string;
  children: (prolongation: Prolongation) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useProlongation(useRequestId(), i18n.language);
  if (query.prolongation) return <>{children(query.prolongation)}</>;
  return (
    <>
      <ScreenTitle title={title} />
      <ProductsLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {query.prolongation === null ? <p className="utrecht-paragraph">{t('prolongations.not_found')}</p> : null}
      <BackLink to={paths.prolongations} />
    </>
  );
}
