import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A query's answer once it is there: until then "loading" as a status, a refusal as an alert (the
 * server's problem, in the staff member's language), and otherwise what `children` makes of the data.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className="utrecht-paragraph" role="status">
        {t('staff.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p className="utrecht-paragraph" role="alert">
        {query.error?.message}
      </p>
    );
  return <>{children(query.data as T)}</>;
}
