/**
 * Editing the catalogue on the screen (issue 28): the permit types (texts, start offsets, maxima, renewal offer
 * days, card-number range, price lines with their periods, document requirements), the products' locations with
 * their capacity, and the areas with their postcodes. The forms change a draft of the catalogue file; saving checks
 * the draft with the catalogue file's own validator (here, and again on the server) and saves it as one new version.
 */
import {
  type CatalogueFile,
  type CatalogueFileProblem,
  checkCatalogueFile,
  PERIOD_TYPES,
  parseEuroCents,
} from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { ProblemList } from './problem-list';

type Draft = CatalogueFile;
type Update = (change: (draft: Draft) => void) => void;

/** A whole number from a field; '' is null where the file allows it, anything else NaN (the validator names it). */
function wholeNumber(value: string): number | null {
  if (value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

function Field(props: {
  label: string;
  value: string | number | null;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  numeric?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? <span id={`${id}-hint`}>{props.hint}</span> : null}
      <input
        id={id}
        type={props.type ?? 'text'}
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        value={props.value === null || Number.isNaN(props.value) ? '' : String(props.value)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** A price in euros ('12,50'); kept as typed while it is not an amount yet. */
function EuroField(props: { label: string; cents: number; onChange: (cents: number) => void }) {
  const id = useId();
  const { t } = useTranslation();
  const [text, setText] = useState((props.cents / 100).toFixed(2).replace('.', ','));
  const invalid = parseEuroCents(text) === null;
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(parseEuroCents(e.target.value) ?? Number.NaN);
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {t('staff.catalogue.change.price_invalid')}
        </p>
      ) : null}
    </div>
  );
}

function Group(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="pl-staff-catalogue__group">
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

function PermitTypeForm(props: { draft: Draft; index: number; update: Update }) {
  const { t } = useTranslation();
  const type = props.draft.permitTypes[props.index] as Draft['permitTypes'][number];
  const set = (change: (type: Draft['permitTypes'][number]) => void) =>
    props.update((draft) => change(draft.permitTypes[props.index] as Draft['permitTypes'][number]));
  const cards = type.cards ?? { prefix: '', from: Number.NaN, to: Number.NaN };
  const setCards = (next: { prefix: string; from: number | null; to: number | null }) =>
    set((ty) => {
      ty.cards =
        next.prefix === '' && next.from === null && next.to === null
          ? null
          : { prefix: next.prefix, from: next.from ?? Number.NaN, to: next.to ?? Number.NaN };
    });
  return (
    <Group legend={t('staff.catalogue.edit.permit_type', { code: type.code })}>
      <Field
        label={t('staff.catalogue.edit.description_nl')}
        value={type.description.nl}
        onChange={(v) =>
          set((ty) => {
            ty.description.nl = v;
          })
        }
      />
      <Field
        label={t('staff.catalogue.edit.description_en')}
        value={type.description.en}
        onChange={(v) =>
          set((ty) => {
            ty.description.en = v;
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.min_start_offset')}
        value={type.minStartOffsetDays}
        onChange={(v) =>
          set((ty) => {
            ty.minStartOffsetDays = wholeNumber(v) ?? 0;
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.max_start_offset')}
        hint={t('staff.catalogue.edit.empty_is_none')}
        value={type.maxStartOffsetDays}
        onChange={(v) =>
          set((ty) => {
            ty.maxStartOffsetDays = wholeNumber(v);
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.max_per_relation')}
        hint={t('staff.catalogue.edit.empty_is_none')}
        value={type.maxPerRelation}
        onChange={(v) =>
          set((ty) => {
            ty.maxPerRelation = wholeNumber(v);
          })
        }
      />
      <Field
        numeric
        label={t('staff.catalogue.edit.prolongation_days')}
        hint={t('staff.catalogue.edit.empty_is_none')}
        value={type.prolongationOfferDays ?? null}
        onChange={(v) =>
          set((ty) => {
            ty.prolongationOfferDays = wholeNumber(v);
          })
        }
      />
      <Group legend={t('staff.catalogue.edit.cards')}>
        <Field
          label={t('staff.catalogue.edit.cards_prefix')}
          value={cards.prefix}
          onChange={(v) => setCards({ prefix: v, from: type.cards?.from ?? null, to: type.cards?.to ?? null })}
        />
        <Field
          numeric
          label={t('staff.catalogue.edit.cards_from')}
          value={cards.from}
          onChange={(v) => setCards({ prefix: cards.prefix, from: wholeNumber(v), to: type.cards?.to ?? null })}
        />
        <Field
          numeric
          label={t('staff.catalogue.edit.cards_to')}
          value={cards.to}
          onChange={(v) => setCards({ prefix: cards.prefix, from: type.cards?.from ?? null, to: wholeNumber(v) })}
        />
      </Group>
      {type.priceLines.map((line, i) => {
        const position = line.position ?? i;
        const setLine = (change: (line: Draft['permitTypes'][number]['priceLines'][number]) => void) =>
          set((ty) => change(ty.priceLines[i] as Draft['permitTypes'][number]['priceLines'][number]));
        return (
          <Group key={position} legend={t('staff.catalogue.edit.price_line', { position })}>
            <div className="pl-staff-form__field">
              <label htmlFor={`period-${type.code}-${position}`}>{t('staff.catalogue.edit.period_type')}</label>
              <select
                id={`period-${type.code}-${position}`}
                className="utrecht-select"
                value={line.periodType}
                onChange={(e) =>
                  setLine((l) => {
                    l.periodType = e.target.value as typeof l.periodType;
                  })
                }
              >
                {PERIOD_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {t(`staff.catalogue.edit.period_type.${p}`)}
                  </option>
                ))}
              </select>
            </div>
            <Field
              numeric
              label={t('staff.catalogue.edit.period_count')}
              value={line.periodCount}
              onChange={(v) =>
                setLine((l) => {
                  l.periodCount = wholeNumber(v) ?? Number.NaN;
                })
              }
            />
            <EuroField
              label={t('staff.catalogue.line.price')}
              cents={line.priceCents}
              onChange={(cents) =>
                setLine((l) => {
                  l.priceCents = cents;
                })
              }
            />
            <Field
              type="date"
              label={t('staff.catalogue.edit.permit_end_date')}
              value={line.permitEndDate}
              onChange={(v) =>
                setLine((l) => {
                  l.permitEndDate = v || null;
                })
              }
            />
            <Field
              type="date"
              label={t('staff.catalogue.edit.valid_from')}
              value={line.validFrom}
              onChange={(v) =>
                setLine((l) => {
                  l.validFrom = v || null;
                })
              }
            />
            <Field
              type="date"
              label={t('staff.catalogue.edit.valid_until')}
              value={line.validUntil}
              onChange={(v) =>
                setLine((l) => {
                  l.validUntil = v || null;
                })
              }
            />
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              onClick={() => set((ty) => void ty.priceLines.splice(i, 1))}
            >
              {t('staff.catalogue.edit.remove_line', { code: type.code, position })}
            </button>
          </Group>
        );
      })}
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
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
      </button>
      {type.documents.map((doc, d) => (
        <Group key={doc.docTypeCode} legend={t('staff.catalogue.edit.document', { code: doc.docTypeCode })}>
          <Field
            label={t('staff.catalogue.edit.description_nl')}
            value={doc.description.nl}
            onChange={(v) =>
              set((ty) => {
                (ty.documents[d] as typeof doc).description.nl = v;
              })
            }
          />
          <Field
            label={t('staff.catalogue.edit.description_en')}
            value={doc.description.en}
            onChange={(v) =>
              set((ty) => {
                (ty.documents[d] as typeof doc).description.en = v;
              })
            }
          />
          <div className="pl-staff-form__field">
            <label htmlFor={`scope-${type.code}-${doc.docTypeCode}`}>{t('staff.catalogue.edit.scope')}</label>
            <select
              id={`scope-${type.code}-${doc.docTypeCode}`}
              className="utrecht-select"
              value={doc.scope}
              onChange={(e) =>
                set((ty) => {
                  (ty.documents[d] as typeof doc).scope = e.target.value as typeof doc.scope;
                })
              }
            >
              {(['ADDITIONAL', 'PLATE', 'LEASE_PLATE'] as const).map((scope) => (
                <option key={scope} value={scope}>
                  {t(`staff.catalogue.edit.scope.${scope}`)}
                </option>
              ))}
            </select>
          </div>
          <Field
            numeric
            label={t('staff.catalogue.edit.max_documents')}
            value={doc.maxDocuments}
            onChange={(v) =>
              set((ty) => {
                (ty.documents[d] as typeof doc).maxDocuments = wholeNumber(v) ?? Number.NaN;
              })
            }
          />
        </Group>
      ))}
    </Group>
  );
}

export function CatalogueEditor(props: { file: CatalogueFile; revision: string; onSaved: (n: number) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => structuredClone(props.file));
  const [summary, setSummary] = useState('');
  const [problems, setProblems] = useState<CatalogueFileProblem[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const update: Update = (change) =>
    setDraft((previous) => {
      const next = structuredClone(previous);
      change(next);
      return next;
    });
  const save = useMutation({
    mutationFn: (file: Draft) =>
      callStaff('saveCatalogue', {
        body: { revision: props.revision, summary, file: file as unknown as Record<string, unknown> },
      }),
    onSuccess: (saved) => props.onSaved(saved.version.number),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The catalogue file's own validator, as the server runs it: problems are named before anything is sent.
    const checked = checkCatalogueFile(draft);
    const found = [
      ...(checked.ok ? [] : checked.problems),
      ...(summary.trim() === ''
        ? [{ where: t('staff.catalogue.change.summary'), message: t('staff.catalogue.edit.summary_required') }]
        : []),
    ];
    setProblems(found);
    if (found.length === 0) save.mutate(draft);
    else requestAnimationFrame(() => problemsRef.current?.focus());
  };
  return (
    <section aria-labelledby="catalogue-edit">
      <h2 id="catalogue-edit" className="utrecht-heading-2">
        {t('staff.catalogue.edit')}
      </h2>
      <p className="utrecht-paragraph">{t('staff.catalogue.edit.intro')}</p>
      <form className="pl-staff-form" onSubmit={submit} noValidate>
        <h3>{t('staff.catalogue.edit.permit_types')}</h3>
        {draft.permitTypes.map((type, index) => (
          <details key={type.code} className="pl-staff-catalogue__details">
            <summary>{t('staff.catalogue.edit.permit_type', { code: type.code })}</summary>
            <PermitTypeForm draft={draft} index={index} update={update} />
          </details>
        ))}
        <h3>{t('staff.catalogue.edit.products')}</h3>
        <details className="pl-staff-catalogue__details">
          <summary>{t('staff.catalogue.edit.products_open')}</summary>
          {draft.products.map((product, p) => (
            <Group key={`${product.permitType}:${product.area}`} legend={`${product.permitType} · ${product.area}`}>
              {product.locations.length === 0 ? (
                <p className="utrecht-paragraph">{t('staff.catalogue.edit.no_locations')}</p>
              ) : null}
              {product.locations.map((location, l) => {
                const setLocation = (change: (location: (typeof product.locations)[number]) => void) =>
                  update((d) => change(d.products[p]?.locations[l] as typeof location));
                const name = location.code || String(l + 1);
                return (
                  // Keyed by place: a new location's code is typed in it.
                  // biome-ignore lint/suspicious/noArrayIndexKey: locations are only added at the end.
                  <Group key={l} legend={t('staff.catalogue.edit.location', { code: name })}>
                    <Field
                      label={t('staff.catalogue.edit.code')}
                      value={location.code}
                      onChange={(v) =>
                        setLocation((loc) => {
                          loc.code = v.toUpperCase();
                        })
                      }
                    />
                    <Field
                      label={t('staff.catalogue.edit.description_nl')}
                      value={location.description.nl}
                      onChange={(v) =>
                        setLocation((loc) => {
                          loc.description.nl = v;
                        })
                      }
                    />
                    <Field
                      label={t('staff.catalogue.edit.description_en')}
                      value={location.description.en}
                      onChange={(v) =>
                        setLocation((loc) => {
                          loc.description.en = v;
                        })
                      }
                    />
                    <Field
                      numeric
                      label={t('staff.catalogue.edit.capacity', { code: name })}
                      hint={t('staff.catalogue.edit.empty_is_none')}
                      value={location.capacity}
                      onChange={(v) =>
                        setLocation((loc) => {
                          loc.capacity = wholeNumber(v);
                        })
                      }
                    />
                  </Group>
                );
              })}
              <button
                type="button"
                className="utrecht-button utrecht-button--secondary-action"
                onClick={() =>
                  update((d) => {
                    d.products[p]?.locations.push({
                      position: Math.max(-1, ...product.locations.map((loc, i) => loc.position ?? i)) + 1,
                      code: '',
                      description: { nl: '', en: '' },
                      capacity: null,
                      npr: null,
                    });
                  })
                }
              >
                {t('staff.catalogue.edit.add_location', { product: `${product.permitType} · ${product.area}` })}
              </button>
            </Group>
          ))}
        </details>
        <h3>{t('staff.catalogue.edit.areas')}</h3>
        <details className="pl-staff-catalogue__details">
          <summary>{t('staff.catalogue.edit.areas_open')}</summary>
          {draft.areas.map((area, a) => (
            <Group key={area.code} legend={t('staff.catalogue.edit.area', { code: area.code })}>
              <Field
                label={t('staff.catalogue.edit.description_nl')}
                value={area.description.nl}
                onChange={(v) =>
                  update((d) => {
                    (d.areas[a] as typeof area).description.nl = v;
                  })
                }
              />
              <Field
                label={t('staff.catalogue.edit.description_en')}
                value={area.description.en}
                onChange={(v) =>
                  update((d) => {
                    (d.areas[a] as typeof area).description.en = v;
                  })
                }
              />
              <Field
                label={t('staff.catalogue.edit.postcodes')}
                hint={t('staff.catalogue.edit.postcodes_hint')}
                value={area.postcodes.join(', ')}
                onChange={(v) =>
                  update((d) => {
                    (d.areas[a] as typeof area).postcodes = v
                      .split(/[\s,]+/)
                      .map((code) => code.trim())
                      .filter(Boolean);
                  })
                }
              />
            </Group>
          ))}
        </details>
        <Field label={t('staff.catalogue.change.summary')} value={summary} onChange={setSummary} />
        <div ref={problemsRef} tabIndex={-1}>
          {problems.length > 0 ? (
            <div role="alert">
              <p className="utrecht-paragraph pl-staff-form__error">{t('staff.catalogue.problem.invalid')}</p>
              <ul className="utrecht-unordered-list">
                {problems.map((p) => (
                  <li key={`${p.where}:${p.message}`}>
                    <code>{p.where}</code>: {p.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={save.isPending}>
          {t('staff.catalogue.edit.save')}
        </button>
        <ProblemList error={save.error} />
      </form>
    </section>
  );
}
