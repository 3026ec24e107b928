/**
 * The summary card above every stage (lifecycle 2.3): product (with its staffel), area, location and
 * specific location, valid from, valid until and valid days; on the upload, confirmation and finish
 * stages also the price breakdown and the documents, per licence plate and additional (a rejected
 * file marked so). Its content comes from request-summary.ts.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestSummary } from '../request-summary';

export function SummaryCard({ summary }: { summary: RequestSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows: [key: string, label: string, value: string][] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value) rows.push([key, label, value]);
  };
  add(
    'product',
    t('request_flow.summary.product'),
    summary.quantity === null
      ? summary.description
      : t('request_flow.summary.product_quantity', { quantity: summary.quantity, description: summary.description }),
  );
  add('area', t('request_flow.summary.area'), summary.area);
  add('location', t('request_flow.summary.location'), summary.location);
  add('specific', t('request_flow.summary.specific_location'), summary.specificLocation);
  add('from', t('request_flow.summary.valid_from'), summary.validFrom);
  add('until', t('request_flow.summary.valid_until'), summary.validUntil);
  add(
    'days',
    t('request_flow.summary.valid_days'),
    summary.validDays && summary.validDays.length > 0
      ? summary.validDays.map((day) => t(`request_flow.day.${day}`)).join(', ')
      : null,
  );
  const price = summary.showPrice ? summary.price : null;
  if (price) {
    add(
      'price',
      t('request_flow.summary.price'),
      price.dayCount === null
        ? price.total
        : t('request_flow.summary.price_days', { count: price.dayCount, price: price.unit, total: price.total }),
    );
  }

  return (
    <section className="pl-flow-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="utrecht-heading-2 pl-flow-summary__heading">
        {t('request_flow.summary.heading')}
      </h2>
      <dl className="pl-flow-summary__facts">
        {rows.map(([key, label, value]) => (
          <div key={key} className="pl-flow-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {summary.documents ? (
        <>
          <h3 className="utrecht-heading-3 pl-flow-summary__subheading">{t('request_flow.summary.documents')}</h3>
          <dl className="pl-flow-summary__facts">
            {summary.documents.map((group) => (
              <div key={group.key} className="pl-flow-summary__row">
                <dt>
                  {group.plate
                    ? t('request_flow.upload.heading_plate', { document: group.title, licenseplate: group.plate })
                    : group.title}
                </dt>
                <dd>
                  {group.files.length > 0
                    ? group.files
                        .map((file, index) =>
                          group.rejected?.includes(index) ? t('request_flow.upload.rejected', { file }) : file,
                        )
                        .join(', ')
                    : t('request_flow.summary.no_document')}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
