/**
 * One permit type in the catalogue editor (issue 28): every field the catalogue file holds for it, in groups
 * (texts; who and how many; the request; ending and renewal; card numbers; price lines with their periods and days;
 * document requirements with their instruction and form to download). Each field names its place in the file.
 */
import {
  type CatalogueFile,
  DAYS,
  PERIOD_TYPES,
  REFUND_RULES,
  TEMPLATE_CONTENT_TYPES,
  TEMPLATE_MAX_BYTES,
} from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddGroup,
  Checkbox,
  EditButton,
  EuroField,
  Field,
  Group,
  LocalizedFields,
  type Path,
  Select,
  wholeNumber,
} from './editor-fields';

type Draft = CatalogueFile;
type PermitType = Draft['permitTypes'][number];
type PriceLine = PermitType['priceLines'][number];
type DocumentRequirement = PermitType['documents'][number];
export type Update = (change: (draft: Draft) => void) => void;

const CODE = /^[A-Z0-9][A-Z0-9_-]{0,39}$/;
const FLAGS = [
  'locationByAddress',
  'needSpecificLocation',
  'waitingList',
  'permitPlus',
  'confirmationRequired',
  'registerBrand',
  'registerColour',
  'leaseAllowed',
] as const;

function base64Of(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

function TemplateField(props: {
  doc: DocumentRequirement;
  path: Path;
  onChange: (template: DocumentRequirement['template']) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const id = `cat-${props.path.join('-')}-upload`;
  return (
    <div className="pl-staff-form__field">
      <p className="utrecht-paragraph">
        {props.doc.template
          ? t('staff.catalogue.edit.template_current', { name: props.doc.template.filename })
          : t('staff.catalogue.edit.template_none')}
      </p>
      <label htmlFor={id}>{t('staff.catalogue.edit.template_choose', { code: props.doc.docTypeCode })}</label>
      <span id={`${id}-hint`}>{t('staff.catalogue.edit.template_hint')}</span>
      <input
        id={id}
        type="file"
        accept={Object.keys(TEMPLATE_CONTENT_TYPES)
          .map((extension) => `.${extension}`)
          .join(',')}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          if (file.size > TEMPLATE_MAX_BYTES) {
            setError(t('staff.catalogue.edit.template_too_large'));
            return;
          }
          setError(undefined);
          props.onChange({ filename: file.name, base64: base64Of(await file.arrayBuffer()) });
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {error}
        </p>
      ) : null}
      {props.doc.template ? (
        <EditButton onClick={() => props.onChange(null)}>
          {t('staff.catalogue.edit.template_remove', { code: props.doc.docTypeCode })}
        </EditButton>
      ) : null}
    </div>
  );
}

function PriceLineFields(props: {
  type: PermitType;
  index: number;
  path: Path;
  set: (c: (l: PriceLine) => void) => void;
}) {
  const { t } = useTranslation();
  const line = props.type.priceLines[props.index] as PriceLine;
  const { path, set } = props;
  return (
    <>
      <Select
        label={t('staff.catalogue.edit.period_type')}
        path={[...path, 'periodType']}
        value={line.periodType}
        options={PERIOD_TYPES.map((p) => ({ value: p, label: t(`staff.catalogue.edit.period_type.${p}`) }))}
        onChange={(v) =>
          set((l) => {
            l.periodType = v;
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.period_count')}
        path={[...path, 'periodCount']}
        value={line.periodCount}
        onChange={(v) =>
          set((l) => {
            l.periodCount = wholeNumber(v) ?? Number.NaN;
          })
        }
      />
      <EuroField
        label={t('staff.catalogue.line.price')}
        path={[...path, 'priceCents']}
        cents={line.priceCents}
        onChange={(cents) =>
          set((l) => {
            l.priceCents = cents;
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.line_staffel')}
        path={[...path, 'staffel']}
        value={line.staffel}
        onChange={(v) =>
          set((l) => {
            l.staffel = wholeNumber(v) ?? Number.NaN;
          })
        }
      />
      {(['permitEndDate', 'validFrom', 'validUntil'] as const).map((key) => (
        <Field
          key={key}
          type="date"
          label={t(
            `staff.catalogue.edit.${key === 'permitEndDate' ? 'permit_end_date' : key === 'validFrom' ? 'valid_from' : 'valid_until'}`,
          )}
          path={[...path, key]}
          value={line[key]}
          onChange={(v) =>
            set((l) => {
              l[key] = v || null;
            })
          }
        />
      ))}
      <Checkbox
        label={t('staff.catalogue.edit.day_selection')}
        path={[...path, 'daySelection']}
        checked={line.daySelection}
        onChange={(checked) =>
          set((l) => {
            l.daySelection = checked;
            if (!checked) l.allowedDays = [];
          })
        }
      />
      {line.daySelection ? (
        <Group legend={t('staff.catalogue.edit.allowed_days')} path={[...path, 'allowedDays']}>
          {DAYS.map((day) => (
            <Checkbox
              key={day}
              label={t(`staff.catalogue.edit.day.${day}`)}
              checked={line.allowedDays.includes(day)}
              onChange={(checked) =>
                set((l) => {
                  l.allowedDays = DAYS.filter((d) => (d === day ? checked : l.allowedDays.includes(d)));
                })
              }
            />
          ))}
        </Group>
      ) : null}
    </>
  );
}

function DocumentFields(props: {
  doc: DocumentRequirement;
  path: Path;
  set: (c: (d: DocumentRequirement) => void) => void;
}) {
  const { t } = useTranslation();
  const { doc, path, set } = props;
  return (
    <>
      <LocalizedFields
        label={{ nl: t('staff.catalogue.edit.description_nl'), en: t('staff.catalogue.edit.description_en') }}
        path={[...path, 'description']}
        value={doc.description}
        onChange={(language, v) =>
          set((d) => {
            d.description[language] = v;
          })
        }
      />
      <LocalizedFields
        multiline
        label={{ nl: t('staff.catalogue.edit.instruction_nl'), en: t('staff.catalogue.edit.instruction_en') }}
        path={[...path, 'instruction']}
        value={doc.instruction}
        onChange={(language, v) =>
          set((d) => {
            d.instruction[language] = v;
          })
        }
      />
      <Select
        label={t('staff.catalogue.edit.scope')}
        path={[...path, 'scope']}
        value={doc.scope}
        options={(['ADDITIONAL', 'PLATE', 'LEASE_PLATE'] as const).map((scope) => ({
          value: scope,
          label: t(`staff.catalogue.edit.scope.${scope}`),
        }))}
        onChange={(v) =>
          set((d) => {
            d.scope = v;
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.max_documents')}
        path={[...path, 'maxDocuments']}
        value={doc.maxDocuments}
        onChange={(v) =>
          set((d) => {
            d.maxDocuments = wholeNumber(v) ?? Number.NaN;
          })
        }
      />
      <Select
        label={t('staff.catalogue.edit.min_status_level')}
        path={[...path, 'minStatusLevel']}
        value={String(doc.minStatusLevel) as '1' | '2'}
        options={(['1', '2'] as const).map((level) => ({
          value: level,
          label: t(`staff.catalogue.edit.min_status_level.${level}`),
        }))}
        onChange={(v) =>
          set((d) => {
            d.minStatusLevel = Number(v);
          })
        }
      />
      <TemplateField
        doc={doc}
        path={[...path, 'template']}
        onChange={(template) =>
          set((d) => {
            d.template = template;
          })
        }
      />
    </>
  );
}

export function PermitTypeForm(props: {
  draft: Draft;
  index: number;
  update: Update;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const type = props.draft.permitTypes[props.index] as PermitType;
  const path: Path = ['permitTypes', props.index];
  const set = (change: (type: PermitType) => void) =>
    props.update((draft) => change(draft.permitTypes[props.index] as PermitType));
  const [newDoc, setNewDoc] = useState({ code: '', error: undefined as string | undefined });
  const number = (key: 'minStartOffsetDays' | 'staffel' | 'minPlates' | 'maxPlates', hint?: string) => (
    <Field
      numeric
      label={t(`staff.catalogue.edit.field.${key}`)}
      hint={hint}
      path={[...path, key]}
      value={type[key]}
      onChange={(v) =>
        set((ty) => {
          ty[key] = wholeNumber(v) ?? Number.NaN;
        })
      }
    />
  );
  const optionalNumber = (
    key: 'maxStartOffsetDays' | 'maxPerRelation' | 'maxPerAddress' | 'ftePerPermit' | 'prolongationOfferDays',
  ) => (
    <Field
      numeric
      label={t(`staff.catalogue.edit.field.${key}`)}
      hint={t('staff.catalogue.edit.empty_is_none')}
      path={[...path, key]}
      value={type[key] ?? null}
      onChange={(v) =>
        set((ty) => {
          ty[key] = wholeNumber(v);
        })
      }
    />
  );
  const flag = (key: (typeof FLAGS)[number] | 'terminable' | 'futureTermination') => (
    <Checkbox
      key={key}
      label={t(`staff.catalogue.edit.field.${key}`)}
      path={[...path, key]}
      checked={type[key]}
      onChange={(checked) =>
        set((ty) => {
          ty[key] = checked;
        })
      }
    />
  );
  const cards = type.cards;
  const setCards = (next: { prefix: string; from: number | null; to: number | null }) =>
    set((ty) => {
      ty.cards =
        next.prefix === '' && next.from === null && next.to === null
          ? null
          : { prefix: next.prefix, from: next.from ?? Number.NaN, to: next.to ?? Number.NaN };
    });
  const addDocument = () => {
    const code = newDoc.code.trim().toUpperCase();
    const error = !CODE.test(code)
      ? t('staff.catalogue.edit.code_invalid')
      : type.documents.some((d) => d.docTypeCode === code)
        ? t('staff.catalogue.edit.code_taken', { code })
        : undefined;
    setNewDoc({ code: error ? newDoc.code : '', error });
    if (error) return;
    set((ty) => {
      ty.documents.push({
        position: Math.max(-1, ...ty.documents.map((d, i) => d.position ?? i)) + 1,
        docTypeCode: code,
        description: { nl: '', en: '' },
        instruction: { nl: '', en: '' },
        scope: 'ADDITIONAL',
        maxDocuments: 3,
        minStatusLevel: 1,
        template: null,
      });
    });
    props.announce(t('staff.catalogue.edit.added', { what: t('staff.catalogue.edit.document', { code }) }));
  };
  return (
    <Group legend={t('staff.catalogue.edit.permit_type', { code: type.code })} path={path}>
      <Group legend={t('staff.catalogue.edit.group.texts')}>
        <LocalizedFields
          label={{ nl: t('staff.catalogue.edit.description_nl'), en: t('staff.catalogue.edit.description_en') }}
          path={[...path, 'description']}
          value={type.description}
          onChange={(language, v) =>
            set((ty) => {
              ty.description[language] = v;
            })
          }
        />
        <LocalizedFields
          multiline
          label={{
            nl: t('staff.catalogue.edit.long_description_nl'),
            en: t('staff.catalogue.edit.long_description_en'),
          }}
          path={[...path, 'longDescription']}
          value={type.longDescription}
          onChange={(language, v) =>
            set((ty) => {
              ty.longDescription[language] = v;
            })
          }
        />
        <LocalizedFields
          multiline
          label={{ nl: t('staff.catalogue.edit.additional_info_nl'), en: t('staff.catalogue.edit.additional_info_en') }}
          path={[...path, 'additionalInfo']}
          value={type.additionalInfo ?? { nl: '', en: '' }}
          onChange={(language, v) =>
            set((ty) => {
              const next = { ...(ty.additionalInfo ?? { nl: '', en: '' }), [language]: v };
              // Both empty: no additional info (the file's null).
              ty.additionalInfo = next.nl === '' && next.en === '' ? null : next;
            })
          }
        />
      </Group>
      <Group legend={t('staff.catalogue.edit.group.who')}>
        <Select
          label={t('staff.catalogue.edit.field.relationTypes')}
          path={[...path, 'relationTypes']}
          value={type.relationTypes}
          options={(['P', 'C', 'P,C'] as const).map((value) => ({
            value,
            label: t(`staff.catalogue.edit.relation_types.${value === 'P,C' ? 'PC' : value}`),
          }))}
          onChange={(v) =>
            set((ty) => {
              ty.relationTypes = v;
            })
          }
        />
        {optionalNumber('maxPerRelation')}
        {optionalNumber('maxPerAddress')}
        {optionalNumber('ftePerPermit')}
        {number('minPlates', t('staff.catalogue.edit.plates_hint'))}
        {number('maxPlates', t('staff.catalogue.edit.plates_hint'))}
        {number('staffel')}
      </Group>
      <Group legend={t('staff.catalogue.edit.group.request')}>
        {FLAGS.map(flag)}
        {number('minStartOffsetDays')}
        {optionalNumber('maxStartOffsetDays')}
        {(['validFromTime', 'validToTime'] as const).map((key) => (
          <Field
            key={key}
            type="time"
            label={t(`staff.catalogue.edit.field.${key}`)}
            hint={t('staff.catalogue.edit.time_hint')}
            path={[...path, key]}
            value={type[key]}
            onChange={(v) =>
              set((ty) => {
                ty[key] = v || null;
              })
            }
          />
        ))}
      </Group>
      <Group legend={t('staff.catalogue.edit.group.ending')}>
        {flag('terminable')}
        {flag('futureTermination')}
        <Select
          label={t('staff.catalogue.edit.field.refundRule')}
          path={[...path, 'refundRule']}
          value={type.refundRule}
          options={REFUND_RULES.map((value) => ({ value, label: t(`staff.catalogue.edit.refund_rule.${value}`) }))}
          onChange={(v) =>
            set((ty) => {
              ty.refundRule = v;
            })
          }
        />
        <EuroField
          label={t('staff.catalogue.edit.field.plateChangeCostCents')}
          path={[...path, 'plateChangeCostCents']}
          cents={type.plateChangeCostCents}
          onChange={(cents) =>
            set((ty) => {
              ty.plateChangeCostCents = cents;
            })
          }
        />
        {optionalNumber('prolongationOfferDays')}
      </Group>
      <Group legend={t('staff.catalogue.edit.cards')} path={[...path, 'cards']}>
        <Field
          label={t('staff.catalogue.edit.cards_prefix')}
          path={[...path, 'cards', 'prefix']}
          value={cards?.prefix ?? ''}
          onChange={(v) => setCards({ prefix: v, from: cards?.from ?? null, to: cards?.to ?? null })}
        />
        <Field
          numeric
          label={t('staff.catalogue.edit.cards_from')}
          path={[...path, 'cards', 'from']}
          value={cards?.from ?? null}
          onChange={(v) => setCards({ prefix: cards?.prefix ?? '', from: wholeNumber(v), to: cards?.to ?? null })}
        />
        <Field
          numeric
          label={t('staff.catalogue.edit.cards_to')}
          path={[...path, 'cards', 'to']}
          value={cards?.to ?? null}
          onChange={(v) => setCards({ prefix: cards?.prefix ?? '', from: cards?.from ?? null, to: wholeNumber(v) })}
        />
      </Group>
      {type.priceLines.map((line, i) => {
        const position = line.position ?? i;
        return (
          <Group
            key={position}
            legend={t('staff.catalogue.edit.price_line', { position })}
            path={[...path, 'priceLines', i]}
          >
            <PriceLineFields
              type={type}
              index={i}
              path={[...path, 'priceLines', i]}
              set={(change) => set((ty) => change(ty.priceLines[i] as PriceLine))}
            />
            <EditButton onClick={() => set((ty) => void ty.priceLines.splice(i, 1))}>
              {t('staff.catalogue.edit.remove_line', { code: type.code, position })}
            </EditButton>
          </Group>
        );
      })}
      <EditButton
        onClick={() =>
          set((ty) => {
            const next = Math.max(-1, ...ty.priceLines.map((l, i) => l.position ?? i)) + 1;
            const last = ty.priceLines.at(-1);
            ty.priceLines.push({
              position: next,
              staffel: last?.staffel ?? 1,
              periodType: last?.periodType ?? 'M',
              periodCount: last?.periodCount ?? 1,
              priceCents: last?.priceCents ?? 0,
              permitEndDate: null,
              daySelection: false,
              allowedDays: [],
              validFrom: null,
              validUntil: null,
            });
          })
        }
      >
        {t('staff.catalogue.edit.add_line', { code: type.code })}
      </EditButton>
      {type.documents.map((doc, d) => (
        <Group
          key={doc.docTypeCode}
          legend={t('staff.catalogue.edit.document', { code: doc.docTypeCode })}
          path={[...path, 'documents', d]}
        >
          <DocumentFields
            doc={doc}
            path={[...path, 'documents', d]}
            set={(change) => set((ty) => change(ty.documents[d] as DocumentRequirement))}
          />
          <EditButton
            onClick={() => {
              set((ty) => void ty.documents.splice(d, 1));
              props.announce(
                t('staff.catalogue.edit.removed', {
                  what: t('staff.catalogue.edit.document', { code: doc.docTypeCode }),
                }),
              );
            }}
          >
            {t('staff.catalogue.edit.remove_document', { code: doc.docTypeCode, type: type.code })}
          </EditButton>
        </Group>
      ))}
      <AddGroup
        legend={t('staff.catalogue.edit.add_document_legend', { code: type.code })}
        button={t('staff.catalogue.edit.add_document', { code: type.code })}
        onAdd={addDocument}
      >
        <Field
          label={t('staff.catalogue.edit.code')}
          value={newDoc.code}
          error={newDoc.error}
          onChange={(v) => setNewDoc({ code: v.toUpperCase(), error: undefined })}
        />
      </AddGroup>
    </Group>
  );
}
