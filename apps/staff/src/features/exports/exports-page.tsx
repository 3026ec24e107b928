/**
 * The exports (issue 28, decision 042): pick what, a period, a status (by its name; the value and the CSV
 * keep the code) and the separator, and download the CSV. The download is a plain link to the streamed
 * export, so the browser writes the file as it arrives and the page holds none of it; the server records
 * each download in the audit log.
 */
import {
  exportPeriodInOrder,
  STAFF_EXPORT_KINDS,
  type StaffExportKind,
  type StaffOperationId,
} from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffUrl } from '../../lib/api-client';
import { statusOptions } from '../../lib/status-labels';
import '../documents/documents.css';

const OPERATION: Record<StaffExportKind, StaffOperationId> = {
  vergunningen: 'exportPermits',
  aanvragen: 'exportRequests',
  betalingen: 'exportPayments',
  terugbetalingen: 'exportRefunds',
  wachtlijsten: 'exportWaitingLists',
};

export default function ExportsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<StaffExportKind>('vergunningen');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState('');
  const [separator, setSeparator] = useState<'comma' | 'semicolon'>('comma');
  const badPeriod = !exportPeriodInOrder(from || undefined, to || undefined);
  const href = staffUrl(OPERATION[kind], { query: { from, to, status, separator } });
  const what = t(`staff.exports.kind.${kind}`);
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.nav.exports')}</h1>
      <p className="utrecht-paragraph">{t('staff.exports.intro')}</p>
      <form className="pl-staff-form" onSubmit={(event) => event.preventDefault()}>
        <div className="pl-staff-form__field">
          <label htmlFor="export-kind">{t('staff.exports.kind')}</label>
          <select
            id="export-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as StaffExportKind);
              setStatus('');
            }}
          >
            {STAFF_EXPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`staff.exports.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="export-from">{t('staff.exports.from')}</label>
          <input
            id="export-from"
            type="date"
            value={from}
            aria-describedby="export-period-hint"
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="export-to">{t('staff.exports.to')}</label>
          <input
            id="export-to"
            type="date"
            value={to}
            aria-describedby="export-period-hint"
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <p id="export-period-hint" className="utrecht-paragraph">
          {t(kind === 'vergunningen' ? 'staff.exports.period_hint.vergunningen' : 'staff.exports.period_hint.other')}
        </p>
        <div className="pl-staff-form__field">
          <label htmlFor="export-status">{t('staff.exports.status')}</label>
          <select id="export-status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('staff.exports.status.all')}</option>
            {statusOptions(kind, (key) => t(key)).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="export-separator">{t('staff.exports.separator')}</label>
          <select
            id="export-separator"
            value={separator}
            onChange={(event) => setSeparator(event.target.value as 'comma' | 'semicolon')}
          >
            <option value="comma">{t('staff.exports.separator.comma')}</option>
            <option value="semicolon">{t('staff.exports.separator.semicolon')}</option>
          </select>
        </div>
        {badPeriod ? (
          <p className="utrecht-paragraph" role="alert">
            {t('staff.exports.bad_period')}
          </p>
        ) : (
          <p className="utrecht-paragraph">
            <a className="utrecht-button utrecht-button--primary-action pl-staff-download" href={href} download>
              {t('staff.exports.download', { what: what.toLowerCase() })}
            </a>
          </p>
        )}
      </form>
    </>
  );
}
