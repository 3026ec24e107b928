/** One permit of a resident with its timeline: its requests' transitions and its audit rows (issue 27, decision 035). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callStaff } from '../../lib/api-client';
import { useStatusName } from '../../lib/status-labels';
import { AuditEntries } from './audit-entries';
import { money, when } from './format';
import { StaffTable } from './staff-table';
import './residents.css';

export default function ResidentPermitPage() {
  const { t, i18n } = useTranslation();
  const { id = '', permitId = '' } = useParams();
  const status = useStatusName();
  const permit = useQuery({
    queryKey: ['staff', 'resident', id, 'permit', permitId],
    queryFn: () => callStaff('getResidentPermit', { params: { id, permitId } }),
    retry: false,
  });
  const back = (
    <p className="utrecht-paragraph">
      <Link className="utrecht-link" to={`/inwoners/${id}`}>
        {t('staff.permit.back')}
      </Link>
    </p>
  );
  if (permit.isPending)
    return (
      <p className="utrecht-paragraph" role="status">
        {t('staff.loading')}
      </p>
    );
  if (permit.isError)
    return (
      <>
        <h1 className="utrecht-heading-1">{t('staff.permit.title_unknown')}</h1>
        {back}
        <p className="utrecht-paragraph" role="alert">
          {permit.error.message}
        </p>
      </>
    );
  const { permit: p, transitions, audit } = permit.data;
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.permit.title', { number: p.permitNumber })}</h1>
      {back}
      <dl className="pl-staff-facts">
        <dt>{t('staff.file.permit_type')}</dt>
        <dd>{`${p.type} (${p.area})`}</dd>
        <dt>{t('staff.file.plates')}</dt>
        <dd>{p.plates.join(', ')}</dd>
        <dt>{t('staff.file.valid')}</dt>
        <dd>{`${when(p.validFrom)} – ${when(p.plannedEnd ?? p.validTo)}`}</dd>
        <dt>{t('staff.file.status')}</dt>
        <dd>{status('permit', p.status)}</dd>
        <dt>{t('staff.file.amount')}</dt>
        <dd>{money(p.priceCents, i18n.language)}</dd>
      </dl>
      <h2 className="utrecht-heading-2">{t('staff.permit.transitions')}</h2>
      <StaffTable
        caption={t('staff.permit.transitions')}
        rows={transitions}
        rowKey={(row) => `${row.requestId}-${row.at}-${row.event}`}
        columns={[
          { header: t('staff.audit.at'), cell: (row) => when(row.at) },
          { header: t('staff.file.kind'), cell: (row) => status('requestKind', row.kind) },
          { header: t('staff.permit.event'), cell: (row) => status('requestEvent', row.event) },
          {
            header: t('staff.file.status'),
            cell: (row) => `${row.from ? status('request', row.from) : '–'} → ${status('request', row.to)}`,
          },
        ]}
      />
      <h2 className="utrecht-heading-2">{t('staff.permit.audit')}</h2>
      <AuditEntries caption={t('staff.permit.audit')} entries={audit} />
    </>
  );
}
