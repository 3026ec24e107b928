/** The scheduled jobs (decision 034): last and next run, last error; a beheerder runs one now. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { formatMoment } from '../../lib/queue-format';
import { QueueTable } from '../../lib/queue-table';

export default function JobsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const mayRun = session.data ? maySee(session.data.roles, 'runJob') : false;
  const list = useQuery({ queryKey: ['staff', 'jobs'], queryFn: () => callStaff('listJobs') });
  const run = useMutation({
    mutationFn: (name: string) => callStaff('runJob', { params: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'jobs'] }),
  });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.queues.jobs')}</h1>
      {run.isSuccess ? (
        <p role="status">
          {run.data.ran
            ? t('staff.jobs.ran', { name: run.data.name, acted: run.data.acted })
            : t('staff.jobs.busy', { name: run.data.name })}
        </p>
      ) : null}
      {run.isError ? <p role="alert">{t('staff.queues.failed', { detail: run.error.message })}</p> : null}
      <QueueTable
        list={list}
        caption={t('staff.queues.jobs')}
        headers={[
          t('staff.jobs.col.name'),
          t('staff.jobs.col.every'),
          t('staff.jobs.col.last_run'),
          t('staff.jobs.col.next_run'),
          t('staff.jobs.col.last_error'),
          ...(mayRun ? [t('staff.refunds.col.actions')] : []),
        ]}
        row={(job) => (
          <tr key={job.name}>
            <td>{job.name}</td>
            <td>{t('staff.jobs.every_seconds', { seconds: job.everySeconds })}</td>
            <td>{job.lastStartedAt ? formatMoment(job.lastStartedAt, i18n.language) : t('staff.jobs.never')}</td>
            <td>{formatMoment(job.nextRunAt, i18n.language)}</td>
            <td>{job.lastError ?? ''}</td>
            {mayRun ? (
              <td>
                <button
                  type="button"
                  className="utrecht-button utrecht-button--secondary-action"
                  disabled={run.isPending}
                  onClick={() => run.mutate(job.name)}
                >
                  {t('staff.jobs.run_now', { name: job.name })}
                </button>
              </td>
            ) : null}
          </tr>
        )}
      />
    </>
  );
}
