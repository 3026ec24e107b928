/**
 * A resident's file (issue 27, decision 035): the sections the roles may see (the server leaves the others
 * out), each permit linking to its own timeline, and the audit timeline. Acting for the resident happens on
 * the counter's screen (issue 28, features/counter), linked from here for the roles that may.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { useStatusName } from '../../lib/status-labels';
import { PagedAuditEntries } from './audit-entries';
import { money, when } from './format';
import { StaffTable } from './staff-table';
import './residents.css';

export default function ResidentFilePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const session = useStaffSession();
  // Each status by the name staff read elsewhere; the data keeps the code.
  const status = useStatusName();
  const mayAct = session.data ? maySee(session.data.roles, 'identifyResident') : false;
  const file = useQuery({
    queryKey: ['staff', 'resident', id],
    queryFn: () => callStaff('getResident', { params: { id } }),
    retry: false,
  });
  if (file.isPending)
    return (
      <p className="utrecht-paragraph" role="status">
        {t('staff.loading')}
      </p>
    );
  if (file.isError)
    return (
      <>
        <h1 className="utrecht-heading-1">{t('staff.file.title_unknown')}</h1>
        <p className="utrecht-paragraph" role="alert">
          {file.error.message}
        </p>
      </>
    );
  const data = file.data;
  const lang = i18n.language;
  return (
    <>
      <h1 className="utrecht-heading-1">
        {t('staff.file.title', { name: data.name || t('staff.residents.no_name') })}
      </h1>
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to="/inwoners">
          {t('staff.file.back')}
        </Link>
      </p>
      {mayAct && (
        <p className="utrecht-paragraph">
          <Link className="utrecht-link" to={`/inwoners/${data.id}/balie`}>
            {t('staff.file.act_for')}
          </Link>
        </p>
      )}
      <Section title={t('staff.file.identity')}>
        <dl className="pl-staff-facts">
          <dt>{t('staff.file.type')}</dt>
          <dd>{t(`staff.residents.type.${data.type}`)}</dd>
          {data.identities?.map((identity) => (
            <Fact key={identity.service} label={t(`staff.file.identity.${identity.service}`, identity.service)}>
              {identity.subject}
            </Fact>
          ))}
          {data.contact && (
            <>
              <Fact label={t('staff.file.email')}>
                {data.contact.email ?? t('staff.file.none')}
                {data.contact.email
                  ? ` (${t(data.contact.emailVerified ? 'staff.file.verified' : 'staff.file.unverified')})`
                  : ''}
              </Fact>
              <Fact label={t('staff.file.language')}>{data.contact.language ?? t('staff.file.none')}</Fact>
            </>
          )}
        </dl>
      </Section>
      {data.addresses && (
        <Section title={t('staff.file.addresses')}>
          {data.addresses.length === 0 ? (
            <p className="utrecht-paragraph">{t('staff.file.none')}</p>
          ) : (
            <dl className="pl-staff-facts">
              {data.addresses.map((address) => (
                <Fact key={address.kind} label={t(`staff.file.address.${address.kind}`)}>
                  {address.line}
                </Fact>
              ))}
            </dl>
          )}
        </Section>
      )}
      {data.permits && (
        <Section title={t('staff.file.permits')}>
          <Rows
            caption={t('staff.file.permits')}
            rows={data.permits}
            rowKey={(p) => p.id}
            columns={[
              {
                header: t('staff.file.permit_number'),
                cell: (p) => (
                  <Link className="utrecht-link" to={`/inwoners/${data.id}/vergunningen/${p.id}`}>
                    {p.permitNumber}
                  </Link>
                ),
              },
              { header: t('staff.file.permit_type'), cell: (p) => `${p.type} (${p.area})` },
              { header: t('staff.file.plates'), cell: (p) => p.plates.join(', ') },
              {
                header: t('staff.file.valid'),
                cell: (p) => `${when(p.validFrom)} – ${when(p.plannedEnd ?? p.validTo)}`,
              },
              { header: t('staff.file.status'), cell: (p) => status('permit', p.status) },
            ]}
          />
        </Section>
      )}
      {data.requests && (
        <Section title={t('staff.file.requests')}>
          <Rows
            caption={t('staff.file.requests')}
            rows={data.requests}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.permit_type'), cell: (r) => r.type },
              { header: t('staff.file.kind'), cell: (r) => status('requestKind', r.kind) },
              { header: t('staff.file.status'), cell: (r) => status('request', r.status) },
              { header: t('staff.file.plates'), cell: (r) => r.plates.join(', ') },
              { header: t('staff.file.amount'), cell: (r) => money(r.priceCents, lang) },
            ]}
          />
        </Section>
      )}
      {data.invoices && (
        <Section title={t('staff.file.invoices')}>
          <Rows
            caption={t('staff.file.invoices')}
            rows={data.invoices}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.reference'), cell: (r) => r.reference ?? '' },
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.amount'), cell: (r) => money(r.amountCents, lang) },
              { header: t('staff.file.status'), cell: (r) => status('invoice', r.status) },
              { header: t('staff.file.paid'), cell: (r) => when(r.paidAt) },
            ]}
          />
        </Section>
      )}
      {data.payments && (
        <Section title={t('staff.file.payments')}>
          <Rows
            caption={t('staff.file.payments')}
            rows={data.payments}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.reference'), cell: (r) => r.reference },
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.amount'), cell: (r) => money(r.amountCents, lang) },
              { header: t('staff.file.status'), cell: (r) => status('payment', r.status) },
            ]}
          />
        </Section>
      )}
      {data.refunds && (
        <Section title={t('staff.file.refunds')}>
          <Rows
            caption={t('staff.file.refunds')}
            rows={data.refunds}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.amount'), cell: (r) => money(r.amountCents, lang) },
              { header: t('staff.file.status'), cell: (r) => status('refund', r.status) },
            ]}
          />
        </Section>
      )}
      {data.waitingList && (
        <Section title={t('staff.file.waiting_list')}>
          <Rows
            caption={t('staff.file.waiting_list')}
            rows={data.waitingList}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.permit_type'), cell: (r) => `${r.type} (${r.area})` },
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.status'), cell: (r) => status('waiting', r.status) },
            ]}
          />
        </Section>
      )}
      {data.emails && (
        <Section title={t('staff.file.emails')}>
          <Rows
            caption={t('staff.file.emails')}
            rows={data.emails}
            rowKey={(r) => r.id}
            columns={[
              { header: t('staff.file.created'), cell: (r) => when(r.createdAt) },
              { header: t('staff.file.subject'), cell: (r) => r.subject },
              { header: t('staff.file.to'), cell: (r) => r.to },
              {
                header: t('staff.file.status'),
                cell: (r) => t(r.sentAt ? 'staff.file.sent' : r.failed ? 'staff.file.failed' : 'staff.file.queued'),
              },
            ]}
          />
        </Section>
      )}
      {data.sections.includes('audit') && <ResidentTimeline id={id} />}
    </>
  );
}

function ResidentTimeline({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const timeline = useQuery({
    queryKey: ['staff', 'resident', id, 'audit', page],
    queryFn: () => callStaff('listResidentAudit', { params: { id }, query: { page, pageSize: 25 } }),
  });
  return (
    <Section title={t('staff.file.audit')}>
      <PagedAuditEntries caption={t('staff.file.audit')} query={timeline} onPage={setPage} />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 className="utrecht-heading-2" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Rows<T>(props: Parameters<typeof StaffTable<T>>[0]) {
  const { t } = useTranslation();
  if (props.rows.length === 0) return <p className="utrecht-paragraph">{t('staff.file.none')}</p>;
  return <StaffTable {...props} />;
}
