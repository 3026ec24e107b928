/**
 * Catalogue and prices (issue 28, decision 038; beheerder changes, auditor reads): the price lines of
 * every permit type with the start dates each applies to, a price change from a date with its preview,
 * the versions with their diff and restore, and the catalogue file to download and import.
 */
import { amsterdamDay, type CatalogueFile, catalogueFileSchema, formatDisplayDate } from '@parkeerloket/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { formatAmount } from '../../lib/queue-format';
import '../documents/documents.css';
import './catalogue.css';
import { CatalogueEditor } from './catalogue-editor';
import { CatalogueFileSection } from './catalogue-file-section';
import { PriceChangeForm } from './price-change-form';
import { TableWrap } from './table-wrap';
import { VersionsSection } from './versions-section';

type PriceLine = CatalogueFile['permitTypes'][number]['priceLines'][number];

function validity(line: PriceLine, t: (key: string, values?: Record<string, string>) => string): string {
  const from = line.validFrom ? formatDisplayDate(line.validFrom) : null;
  const until = line.validUntil ? formatDisplayDate(line.validUntil) : null;
  if (from && until) return t('staff.catalogue.line.between', { from, until });
  if (from) return t('staff.catalogue.line.from', { from });
  if (until) return t('staff.catalogue.line.until', { until });
  return t('staff.catalogue.line.always');
}

function PricesSection(props: {
  file: CatalogueFile;
  revision: string;
  today: string;
  mayChange: boolean;
  onSaved: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'nl';
  const [planning, setPlanning] = useState<string | null>(null);
  return (
    <section aria-labelledby="catalogue-prices">
      <h2 id="catalogue-prices" className="utrecht-heading-2">
        {t('staff.catalogue.prices')}
      </h2>
      {props.file.permitTypes.map((type) => (
        <section key={type.code} aria-labelledby={`type-${type.code}`}>
          <h3 id={`type-${type.code}`}>
            {t('staff.catalogue.permit_type', { name: type.description[lang], code: type.code })}
          </h3>
          <TableWrap label={t('staff.catalogue.permit_type', { name: type.description[lang], code: type.code })}>
            <table className="pl-staff-table">
              <caption>{t('staff.catalogue.permit_type', { name: type.description[lang], code: type.code })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.catalogue.line.position')}</th>
                  <th scope="col">{t('staff.catalogue.line.period')}</th>
                  <th scope="col">{t('staff.catalogue.line.price')}</th>
                  <th scope="col">{t('staff.catalogue.line.valid')}</th>
                  {props.mayChange ? <th scope="col">{t('staff.catalogue.line.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {type.priceLines.map((line, index) => {
                  const position = line.position ?? index;
                  const key = `${type.code}#${position}`;
                  // A line still pricing start dates after today can get a change from a later date.
                  const open = line.validUntil === null || line.validUntil > props.today;
                  return (
                    <tr key={key}>
                      <td>{position}</td>
                      <td>
                        {line.permitEndDate
                          ? t('staff.catalogue.period.fixed_end', { date: formatDisplayDate(line.permitEndDate) })
                          : t(`staff.catalogue.period.${line.periodType}`, { count: line.periodCount })}
                      </td>
                      <td>{formatAmount(line.priceCents, i18n.language)}</td>
                      <td>{validity(line, t)}</td>
                      {props.mayChange ? (
                        <td>
                          {open && planning !== key ? (
                            <button
                              type="button"
                              className="utrecht-button utrecht-button--secondary-action"
                              onClick={() => setPlanning(key)}
                            >
                              {t('staff.catalogue.plan', { code: type.code, position })}
                            </button>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
          {type.priceLines.map((line, index) => {
            const position = line.position ?? index;
            return planning === `${type.code}#${position}` ? (
              <PriceChangeForm
                key={position}
                permitType={type.code}
                position={position}
                revision={props.revision}
                today={props.today}
                onCancel={() => setPlanning(null)}
                onSaved={(version) => {
                  setPlanning(null);
                  props.onSaved(version);
                }}
              />
            ) : null;
          })}
        </section>
      ))}
    </section>
  );
}

export default function CataloguePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const mayChange = session.data ? maySee(session.data.roles, 'saveCatalogue') : false;
  const [saved, setSaved] = useState<number | null>(null);
  const catalogue = useQuery({
    queryKey: ['staff', 'catalogue', 'current'],
    queryFn: async () => {
      const answer = await callStaff('getCatalogue');
      return { ...answer, file: catalogueFileSchema.parse(answer.file) };
    },
  });
  const onSaved = (version: number) => {
    setSaved(version);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'catalogue'] });
  };
  const today = amsterdamDay(new Date());
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.nav.catalogue')}</h1>
      <p className="utrecht-paragraph">{t('staff.catalogue.intro')}</p>
      <div role="status">
        {saved !== null ? <p className="utrecht-paragraph">{t('staff.catalogue.saved', { number: saved })}</p> : null}
      </div>
      {catalogue.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : catalogue.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {catalogue.error.message}
        </p>
      ) : (
        <>
          <p className="utrecht-paragraph">
            {catalogue.data.version === null
              ? t('staff.catalogue.no_version')
              : t('staff.catalogue.version', { number: catalogue.data.version })}
          </p>
          {catalogue.data.changedOutside ? (
            <p className="utrecht-paragraph">{t('staff.catalogue.changed_outside')}</p>
          ) : null}
          <PricesSection
            file={catalogue.data.file}
            revision={catalogue.data.revision}
            today={today}
            mayChange={mayChange}
            onSaved={onSaved}
          />
          {mayChange ? (
            <CatalogueEditor
              key={catalogue.data.revision}
              file={catalogue.data.file}
              revision={catalogue.data.revision}
              onSaved={onSaved}
            />
          ) : null}
          <VersionsSection
            revision={catalogue.data.revision}
            current={catalogue.data.version}
            mayChange={mayChange}
            onChanged={onSaved}
          />
          <CatalogueFileSection revision={catalogue.data.revision} mayChange={mayChange} onSaved={onSaved} />
        </>
      )}
    </>
  );
}
