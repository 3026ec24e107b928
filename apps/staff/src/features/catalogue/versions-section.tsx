/**
 * The catalogue's versions, newest first (decision 038): each with what it changed from the one before
 * (a diff) and, for the beheerder, restoring it (saved again as the next version, after a confirmation).
 */
import type { CatalogueChangeItem, CatalogueVersionItem } from '@parkeerloket/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import { formatMoment } from '../../lib/queue-format';
import { ProblemList } from './problem-list';
import { TableWrap } from './table-wrap';

function DiffTable(props: { number: number; changes: CatalogueChangeItem[] }) {
  const { t } = useTranslation();
  if (props.changes.length === 0) return <p className="utrecht-paragraph">{t('staff.catalogue.diff.none')}</p>;
  return (
    <TableWrap label={t('staff.catalogue.diff.title', { number: props.number })}>
      <table className="pl-staff-table pl-staff-catalogue__diff">
        <caption>{t('staff.catalogue.diff.title', { number: props.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.catalogue.diff.where')}</th>
            <th scope="col">{t('staff.catalogue.diff.kind')}</th>
            <th scope="col">{t('staff.catalogue.diff.before')}</th>
            <th scope="col">{t('staff.catalogue.diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {props.changes.map((change) => (
            <tr key={`${change.kind}:${change.path.join('/')}`}>
              <td>{change.path.join(' › ')}</td>
              <td>{t(`staff.catalogue.diff.${change.kind}`)}</td>
              <td>
                <code>{change.before ?? ''}</code>
              </td>
              <td>
                <code>{change.after ?? ''}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function VersionDiff(props: { number: number }) {
  const { t } = useTranslation();
  const diff = useQuery({
    queryKey: ['staff', 'catalogue', 'diff', props.number],
    queryFn: () => callStaff('getCatalogueVersionDiff', { params: { number: props.number } }),
  });
  if (diff.isPending) return <p role="status">{t('staff.queues.loading')}</p>;
  if (diff.isError) return <ProblemList error={diff.error} />;
  return <DiffTable number={props.number} changes={diff.data.changes} />;
}

function RestoreButton(props: { version: CatalogueVersionItem; revision: string; onRestored: (n: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  // The question replaces the button that asked it: focus goes to its answer, not back to the page's top.
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  const { number } = props.version;
  const restore = useMutation({
    mutationFn: () =>
      callStaff('restoreCatalogueVersion', {
        params: { number },
        body: { revision: props.revision, summary: t('staff.catalogue.versions.restore_summary', { number }) },
      }),
    onSuccess: (saved) => {
      setAsking(false);
      props.onRestored(saved.version.number);
    },
  });
  return (
    <>
      {asking ? (
        <div>
          <p id={`${id}-ask`} className="utrecht-paragraph">
            {t('staff.catalogue.versions.restore_confirm', { number })}
          </p>
          <div className="pl-staff-actions">
            <button
              ref={yes}
              type="button"
              className="utrecht-button utrecht-button--primary-action"
              aria-describedby={`${id}-ask`}
              disabled={restore.isPending}
              onClick={() => restore.mutate()}
            >
              {t('staff.catalogue.versions.restore_yes')}
            </button>
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              onClick={() => setAsking(false)}
            >
              {t('staff.catalogue.change.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          onClick={() => setAsking(true)}
        >
          {t('staff.catalogue.versions.restore', { number })}
        </button>
      )}
      <ProblemList error={restore.error} />
    </>
  );
}

export function VersionsSection(props: {
  revision: string;
  current: number | null;
  mayChange: boolean;
  onChanged: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['staff', 'catalogue', 'versions', page],
    queryFn: () => callStaff('listCatalogueVersions', { query: { page, pageSize: 10 } }),
  });
  return (
    <section aria-labelledby="catalogue-versions">
      <h2 id="catalogue-versions" className="utrecht-heading-2">
        {t('staff.catalogue.versions')}
      </h2>
      {list.isPending ? (
        <p role="status">{t('staff.queues.loading')}</p>
      ) : list.isError ? (
        <ProblemList error={list.error} />
      ) : list.data.items.length === 0 ? (
        <p className="utrecht-paragraph">{t('staff.catalogue.no_version')}</p>
      ) : (
        <>
          <TableWrap label={t('staff.catalogue.versions')}>
            <table className="pl-staff-table">
              <caption>{t('staff.catalogue.versions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.catalogue.versions.number')}</th>
                  <th scope="col">{t('staff.catalogue.versions.when')}</th>
                  <th scope="col">{t('staff.catalogue.versions.by')}</th>
                  <th scope="col">{t('staff.catalogue.versions.summary')}</th>
                  <th scope="col">{t('staff.catalogue.line.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((version) => (
                  <tr key={version.number}>
                    <td>{version.number}</td>
                    <td>{formatMoment(version.createdAt, i18n.language)}</td>
                    <td>{version.createdBy === '' ? t('staff.catalogue.versions.portal') : version.createdByName}</td>
                    <td>{version.createdBy === '' ? t('staff.catalogue.versions.outside') : version.summary}</td>
                    <td>
                      <div className="pl-staff-actions">
                        <button
                          type="button"
                          className="utrecht-button utrecht-button--secondary-action"
                          aria-expanded={open === version.number}
                          onClick={() => setOpen(open === version.number ? null : version.number)}
                        >
                          {t('staff.catalogue.versions.diff', { number: version.number })}
                        </button>
                        {props.mayChange && version.number !== props.current ? (
                          <RestoreButton version={version} revision={props.revision} onRestored={props.onChanged} />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
          {open !== null ? <VersionDiff number={open} /> : null}
        </>
      )}
    </section>
  );
}
