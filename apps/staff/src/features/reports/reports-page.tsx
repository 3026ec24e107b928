/**
 * The reports (issue 28): permits issued and ended per product per month, revenue and refunds per
 * month, waiting time per location, and document review lead time, over a period of months. Each
 * chart (recharts, SVG in the theme's tokens) has its figures as a table and as a CSV download.
 */
import type { ReportsAnswer } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { callStaff } from '../../lib/api-client';
import { formatAmount } from '../../lib/queue-format';
import { ChartDefs, ChartFigure } from './chart-figure';
import { moneyTable, permitsTable, reviewTable, waitingTable } from './report-tables';
import '../documents/documents.css';
import './reports.css';

const HEIGHT = 280;
const MARGIN = { top: 24, right: 16, bottom: 8, left: 0 };

function PermitsChart(props: { data: ReportsAnswer }) {
  const { t } = useTranslation();
  const [product, setProduct] = useState('');
  const products = [...new Map(props.data.permitsPerMonth.map((r) => [String(r.permitTypeId), r.product])).entries()];
  const rows = props.data.permitsPerMonth.filter((r) => product === '' || String(r.permitTypeId) === product);
  const perMonth = props.data.months.map((month) => {
    const of = rows.filter((r) => r.month === month);
    return {
      month,
      issued: of.reduce((sum, r) => sum + r.issued, 0),
      ended: of.reduce((sum, r) => sum + r.ended, 0),
    };
  });
  const title = t('staff.reports.permits.title');
  return (
    <>
      <div className="pl-staff-form__field">
        <label htmlFor="report-product">{t('staff.reports.product')}</label>
        <select id="report-product" value={product} onChange={(event) => setProduct(event.target.value)}>
          <option value="">{t('staff.reports.all_products')}</option>
          {products.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <ChartFigure
        name="vergunningen-per-maand"
        title={title}
        series={[
          { key: 'issued', label: t('staff.reports.permits.issued'), look: 'solid' },
          { key: 'ended', label: t('staff.reports.permits.ended'), look: 'hatched' },
        ]}
        table={permitsTable(props.data, product, t)}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={perMonth} margin={MARGIN} accessibilityLayer={false}>
            <ChartDefs />
            <CartesianGrid vertical={false} />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} width={40} />
            <Bar dataKey="issued" className="pl-series-solid" isAnimationActive={false}>
              <LabelList dataKey="issued" position="top" />
            </Bar>
            <Bar dataKey="ended" className="pl-series-hatched" isAnimationActive={false}>
              <LabelList dataKey="ended" position="top" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </>
  );
}

function MoneyChart(props: { data: ReportsAnswer }) {
  const { t, i18n } = useTranslation();
  const euros = props.data.moneyPerMonth.map((r) => ({
    month: r.month,
    revenue: r.revenueCents / 100,
    refunds: r.refundCents / 100,
  }));
  return (
    <ChartFigure
      name="ontvangsten-en-terugbetalingen"
      title={t('staff.reports.money.title')}
      series={[
        { key: 'revenue', label: t('staff.reports.money.revenue'), look: 'solid' },
        { key: 'refunds', label: t('staff.reports.money.refunds'), look: 'hatched' },
      ]}
      table={moneyTable(props.data, t, (cents) => formatAmount(cents, i18n.language))}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={euros} margin={MARGIN} accessibilityLayer={false}>
          <ChartDefs />
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" />
          <YAxis width={56} />
          <Bar dataKey="revenue" className="pl-series-solid" isAnimationActive={false}>
            <LabelList
              dataKey="revenue"
              position="top"
              formatter={(v: unknown) => (Number(v) ? Math.round(Number(v)) : '')}
            />
          </Bar>
          <Bar dataKey="refunds" className="pl-series-hatched" isAnimationActive={false}>
            <LabelList
              dataKey="refunds"
              position="top"
              formatter={(v: unknown) => (Number(v) ? Math.round(Number(v)) : '')}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function WaitingChart(props: { data: ReportsAnswer }) {
  const { t } = useTranslation();
  const rows = props.data.waitingTime.map((r) => ({
    ...r,
    location: r.location || t('staff.reports.waiting.no_location'),
  }));
  return (
    <ChartFigure
      name="wachttijd-per-locatie"
      title={t('staff.reports.waiting.title')}
      series={[{ key: 'averageDays', label: t('staff.reports.waiting.average_days'), look: 'solid' }]}
      table={waitingTable(props.data, t)}
    >
      <ResponsiveContainer width="100%" height={Math.max(120, 48 * rows.length + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ ...MARGIN, right: 40 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" />
          <YAxis type="category" dataKey="location" width={110} />
          <Bar dataKey="averageDays" className="pl-series-solid" isAnimationActive={false}>
            <LabelList dataKey="averageDays" position="right" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function ReviewChart(props: { data: ReportsAnswer }) {
  const { t } = useTranslation();
  const rows = props.data.reviewLeadTime;
  return (
    <ChartFigure
      name="doorlooptijd-documentbeoordeling"
      title={t('staff.reports.reviews.title')}
      series={[
        { key: 'averageHours', label: t('staff.reports.reviews.average_hours'), look: 'solid' },
        { key: 'medianHours', label: t('staff.reports.reviews.median_hours'), look: 'dashed' },
      ]}
      table={reviewTable(props.data, t)}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" />
          <YAxis width={40} />
          <Line dataKey="averageHours" className="pl-series-solid" isAnimationActive={false}>
            <LabelList dataKey="averageHours" position="top" />
          </Line>
          <Line dataKey="medianHours" className="pl-series-dashed" strokeDasharray="6 4" isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const report = useQuery({
    queryKey: ['staff', 'reports', period],
    queryFn: () => callStaff('getReports', { query: period }),
  });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.nav.reports')}</h1>
      <p className="utrecht-paragraph">{t('staff.reports.intro')}</p>
      <form
        className="pl-staff-form pl-report-filters"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setPeriod({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
        }}
      >
        <div className="pl-staff-form__field">
          <label htmlFor="report-from">{t('staff.reports.from')}</label>
          <input
            id="report-from"
            type="month"
            placeholder="2026-01"
            pattern="\d{4}-\d{2}"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="report-to">{t('staff.reports.to')}</label>
          <input
            id="report-to"
            type="month"
            placeholder="2026-12"
            pattern="\d{4}-\d{2}"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="utrecht-button utrecht-button--secondary-action">
          {t('staff.reports.show')}
        </button>
      </form>
      {report.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : report.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {t('staff.queues.failed', { detail: report.error.message })}
        </p>
      ) : (
        <>
          <p className="utrecht-paragraph" role="status">
            {t('staff.reports.period', { from: report.data.from, to: report.data.to })}
          </p>
          <PermitsChart data={report.data} />
          <MoneyChart data={report.data} />
          <WaitingChart data={report.data} />
          <ReviewChart data={report.data} />
        </>
      )}
    </>
  );
}
