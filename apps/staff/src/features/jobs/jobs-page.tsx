/** The scheduled jobs (decision 034): last and next run, last error; a beheerder runs one now. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { formatMoment } from '../../lib/queue-format';

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
      {list.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : list.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {list.error.message}
        </p>
      ) : (
        <div className="pl-staff-table-wrap">
          <table className="pl-staff-table">
            <caption>{t('staff.queues.jobs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.jobs.col.name')}</th>
                <th scope="col">{t('staff.jobs.col.every')}</th>
                <th scope="col">{t('staff.jobs.col.last_run')}</th>
                <th scope="col">{t('staff.jobs.col.next_run')}</th>
                <th scope="col">{t('staff.jobs.col.last_error')}</th>
                {mayRun ? <th scope="col">{t('staff.refunds.col.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((job) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
