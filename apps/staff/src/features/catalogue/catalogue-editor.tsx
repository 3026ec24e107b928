/**
 * Editing the catalogue on the screen (issue 28): the permit types (every field of the file, permit-type-form.tsx),
 * the products (added, removed, their locations with capacity), the areas with their postcodes and the categories
 * (added, changed, removed). The forms change a draft of the catalogue file; saving checks the draft with the
 * catalogue file's own validator (here, and again on the server), shows each problem at its field with a summary that
 * links to it, and saves it as one new version. Removing what is still in use is refused by the server (409), naming
 * what refers to it.
 */
import {
  type CatalogueFile,
  type CatalogueFileProblem,
  catalogueFileProblemKey,
  checkCatalogueFile,
} from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import {
  AddGroup,
  EditButton,
  EditorSection,
  Field,
  focusPlace,
  Group,
  LocalizedFields,
  ProblemsContext,
  problemsByPath,
  Select,
  wholeNumber,
} from './editor-fields';
import { PermitTypeForm, type Update } from './permit-type-form';
import { ProblemList } from './problem-list';

type Draft = CatalogueFile;

const CODE = /^[A-Z0-9][A-Z0-9_-]{0,39}$/;

function postcodesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** A new code: its problem before it is added (the validator would name it only after). */
function codeProblem(code: string, taken: readonly string[], t: (key: string, v?: Record<string, string>) => string) {
  if (!CODE.test(code)) return t('staff.catalogue.edit.code_invalid');
  if (taken.includes(code)) return t('staff.catalogue.edit.code_taken', { code });
  return undefined;
}

function ProductsEditor(props: { draft: Draft; update: Update; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const [next, setNext] = useState({
    permitType: draft.permitTypes[0]?.code ?? '',
    area: draft.areas[0]?.code ?? '',
    category: draft.categories[0]?.code ?? '',
    error: undefined as string | undefined,
  });
  const add = () => {
    const name = `${next.permitType} · ${next.area}`;
    if (draft.products.some((p) => p.permitType === next.permitType && p.area === next.area)) {
      setNext({ ...next, error: t('staff.catalogue.edit.product_taken', { product: name }) });
      return;
    }
    setNext({ ...next, error: undefined });
    update((d) => {
      d.products.push({
        position: Math.max(-1, ...d.products.map((p, i) => p.position ?? i)) + 1,
        permitType: next.permitType,
        area: next.area,
        category: next.category,
        locations: [],
      });
    });
    props.announce(t('staff.catalogue.edit.added', { what: t('staff.catalogue.edit.product', { product: name }) }));
  };
  const options = (list: readonly { code: string }[]) => list.map((item) => ({ value: item.code, label: item.code }));
  return (
    <>
      {draft.products.map((product, p) => {
        const name = `${product.permitType} · ${product.area}`;
        return (
          <Group
            key={`${product.permitType}:${product.area}`}
            legend={t('staff.catalogue.edit.product', { product: name })}
            path={['products', p]}
          >
            <Select
              label={t('staff.catalogue.edit.product_category')}
              path={['products', p, 'category']}
              value={product.category}
              options={options(draft.categories)}
              onChange={(v) =>
                update((d) => {
                  (d.products[p] as typeof product).category = v;
                })
              }
            />
            {product.locations.length === 0 ? (
              <p className="utrecht-paragraph" id={`cat-products-${p}-locations`} tabIndex={-1}>
                {t('staff.catalogue.edit.no_locations')}
              </p>
            ) : null}
            {product.locations.map((location, l) => {
              const setLocation = (change: (location: (typeof product.locations)[number]) => void) =>
                update((d) => change(d.products[p]?.locations[l] as typeof location));
              const place = ['products', p, 'locations', l] as const;
              const locationName = location.code || String(l + 1);
              return (
                // Keyed by place: a new location's code is typed in it.
                // biome-ignore lint/suspicious/noArrayIndexKey: locations are only added at the end.
                <Group key={l} legend={t('staff.catalogue.edit.location', { code: locationName })} path={place}>
                  <Field
                    label={t('staff.catalogue.edit.code')}
                    path={[...place, 'code']}
                    value={location.code}
                    onChange={(v) =>
                      setLocation((loc) => {
                        loc.code = v.toUpperCase();
                      })
                    }
                  />
                  <LocalizedFields
                    label={{
                      nl: t('staff.catalogue.edit.description_nl'),
                      en: t('staff.catalogue.edit.description_en'),
                    }}
                    path={[...place, 'description']}
                    value={location.description}
                    onChange={(language, v) =>
                      setLocation((loc) => {
                        loc.description[language] = v;
                      })
                    }
                  />
                  <Field
                    numeric
                    label={t('staff.catalogue.edit.capacity', { code: locationName })}
                    hint={t('staff.catalogue.edit.empty_is_none')}
                    path={[...place, 'capacity']}
                    value={location.capacity}
                    onChange={(v) =>
                      setLocation((loc) => {
                        loc.capacity = wholeNumber(v);
                      })
                    }
                  />
                  <EditButton onClick={() => update((d) => void d.products[p]?.locations.splice(l, 1))}>
                    {t('staff.catalogue.edit.remove_location', { code: locationName, product: name })}
                  </EditButton>
                </Group>
              );
            })}
            <EditButton
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
              {t('staff.catalogue.edit.add_location', { product: name })}
            </EditButton>
            <EditButton
              onClick={() => {
                update((d) => void d.products.splice(p, 1));
                props.announce(
                  t('staff.catalogue.edit.removed', { what: t('staff.catalogue.edit.product', { product: name }) }),
                );
              }}
            >
              {t('staff.catalogue.edit.remove_product', { product: name })}
            </EditButton>
          </Group>
        );
      })}
      <AddGroup
        legend={t('staff.catalogue.edit.add_product_legend')}
        button={t('staff.catalogue.edit.add_product')}
        onAdd={add}
      >
        <Select
          label={t('staff.catalogue.edit.product_permit_type')}
          value={next.permitType}
          options={options(draft.permitTypes)}
          onChange={(v) => setNext({ ...next, permitType: v, error: undefined })}
        />
        <Select
          label={t('staff.catalogue.edit.product_area')}
          value={next.area}
          options={options(draft.areas)}
          onChange={(v) => setNext({ ...next, area: v, error: undefined })}
        />
        <Select
          label={t('staff.catalogue.edit.product_category')}
          value={next.category}
          options={options(draft.categories)}
          onChange={(v) => setNext({ ...next, category: v })}
        />
        {next.error ? (
          <p className="pl-staff-form__error" role="alert">
            {next.error}
          </p>
        ) : null}
      </AddGroup>
    </>
  );
}

function AreasEditor(props: { draft: Draft; update: Update; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const empty = { code: '', nl: '', en: '', postcodes: '', error: undefined as string | undefined };
  const [next, setNext] = useState(empty);
  const add = () => {
    const code = next.code.trim().toUpperCase();
    const error = codeProblem(
      code,
      draft.areas.map((a) => a.code),
      t,
    );
    if (error) {
      setNext({ ...next, error });
      return;
    }
    update((d) => {
      d.areas.push({
        code,
        description: { nl: next.nl, en: next.en },
        npr: null,
        postcodes: postcodesOf(next.postcodes),
      });
    });
    setNext(empty);
    props.announce(t('staff.catalogue.edit.added', { what: t('staff.catalogue.edit.area', { code }) }));
  };
  return (
    <>
      {draft.areas.map((area, a) => (
        <Group key={area.code} legend={t('staff.catalogue.edit.area', { code: area.code })} path={['areas', a]}>
          <LocalizedFields
            label={{ nl: t('staff.catalogue.edit.description_nl'), en: t('staff.catalogue.edit.description_en') }}
            path={['areas', a, 'description']}
            value={area.description}
            onChange={(language, v) =>
              update((d) => {
                (d.areas[a] as typeof area).description[language] = v;
              })
            }
          />
          <Field
            label={t('staff.catalogue.edit.postcodes')}
            hint={t('staff.catalogue.edit.postcodes_hint')}
            path={['areas', a, 'postcodes']}
            value={area.postcodes.join(', ')}
            onChange={(v) =>
              update((d) => {
                (d.areas[a] as typeof area).postcodes = postcodesOf(v);
              })
            }
          />
          <EditButton
            onClick={() => {
              // An area goes with its products (a product names its area); the server refuses what is in use.
              update((d) => {
                d.areas.splice(a, 1);
                d.products = d.products.filter((p) => p.area !== area.code);
              });
              props.announce(t('staff.catalogue.edit.removed_area', { code: area.code }));
            }}
          >
            {t('staff.catalogue.edit.remove_area', { code: area.code })}
          </EditButton>
        </Group>
      ))}
      <AddGroup
        legend={t('staff.catalogue.edit.add_area_legend')}
        button={t('staff.catalogue.edit.add_area')}
        onAdd={add}
      >
        <Field
          label={t('staff.catalogue.edit.code')}
          value={next.code}
          error={next.error}
          onChange={(v) => setNext({ ...next, code: v.toUpperCase(), error: undefined })}
        />
        <Field
          label={t('staff.catalogue.edit.description_nl')}
          value={next.nl}
          onChange={(v) => setNext({ ...next, nl: v })}
        />
        <Field
          label={t('staff.catalogue.edit.description_en')}
          value={next.en}
          onChange={(v) => setNext({ ...next, en: v })}
        />
        <Field
          label={t('staff.catalogue.edit.postcodes')}
          hint={t('staff.catalogue.edit.postcodes_hint')}
          value={next.postcodes}
          onChange={(v) => setNext({ ...next, postcodes: v })}
        />
      </AddGroup>
    </>
  );
}

function CategoriesEditor(props: { draft: Draft; update: Update; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const empty = { code: '', error: undefined as string | undefined };
  const [next, setNext] = useState(empty);
  const add = () => {
    const code = next.code.trim().toUpperCase();
    const error = codeProblem(
      code,
      draft.categories.map((c) => c.code),
      t,
    );
    if (error) {
      setNext({ ...next, error });
      return;
    }
    update((d) => {
      d.categories.push({
        position: Math.max(-1, ...d.categories.map((c, i) => c.position ?? i)) + 1,
        code,
        name: { nl: '', en: '' },
        description: { nl: '', en: '' },
      });
    });
    setNext(empty);
    props.announce(t('staff.catalogue.edit.added', { what: t('staff.catalogue.edit.category', { code }) }));
  };
  return (
    <>
      {draft.categories.map((category, c) => (
        <Group
          key={category.code}
          legend={t('staff.catalogue.edit.category', { code: category.code })}
          path={['categories', c]}
        >
          <LocalizedFields
            label={{ nl: t('staff.catalogue.edit.name_nl'), en: t('staff.catalogue.edit.name_en') }}
            path={['categories', c, 'name']}
            value={category.name}
            onChange={(language, v) =>
              update((d) => {
                (d.categories[c] as typeof category).name[language] = v;
              })
            }
          />
          <LocalizedFields
            multiline
            label={{ nl: t('staff.catalogue.edit.description_nl'), en: t('staff.catalogue.edit.description_en') }}
            path={['categories', c, 'description']}
            value={category.description}
            onChange={(language, v) =>
              update((d) => {
                (d.categories[c] as typeof category).description[language] = v;
              })
            }
          />
          <EditButton
            onClick={() => {
              update((d) => void d.categories.splice(c, 1));
              props.announce(
                t('staff.catalogue.edit.removed', {
                  what: t('staff.catalogue.edit.category', { code: category.code }),
                }),
              );
            }}
          >
            {t('staff.catalogue.edit.remove_category', { code: category.code })}
          </EditButton>
        </Group>
      ))}
      <AddGroup
        legend={t('staff.catalogue.edit.add_category_legend')}
        button={t('staff.catalogue.edit.add_category')}
        onAdd={add}
      >
        <Field
          label={t('staff.catalogue.edit.code')}
          hint={t('staff.catalogue.edit.add_category_hint')}
          value={next.code}
          error={next.error}
          onChange={(v) => setNext({ code: v.toUpperCase(), error: undefined })}
        />
      </AddGroup>
    </>
  );
}

export function CatalogueEditor(props: { file: CatalogueFile; revision: string; onSaved: (n: number) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => structuredClone(props.file));
  const [summary, setSummary] = useState('');
  const [summaryError, setSummaryError] = useState<string | undefined>();
  const [problems, setProblems] = useState<CatalogueFileProblem[]>([]);
  const [note, setNote] = useState('');
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
    const found = checked.ok ? [] : checked.problems;
    const noSummary = summary.trim() === '' ? t('staff.catalogue.edit.summary_required') : undefined;
    setProblems(found);
    setSummaryError(noSummary);
    if (found.length === 0 && !noSummary) save.mutate(draft);
    else requestAnimationFrame(() => problemsRef.current?.focus());
  };
  const editorProps = { draft, update, announce: setNote };
  // The validator's problem in the user's language, from its code and values.
  const problemText = (p: CatalogueFileProblem) => t(catalogueFileProblemKey(p.code), p.values);
  return (
    <section aria-labelledby="catalogue-edit">
      <h2 id="catalogue-edit" className="utrecht-heading-2">
        {t('staff.catalogue.edit')}
      </h2>
      <p className="utrecht-paragraph">{t('staff.catalogue.edit.intro')}</p>
      <ProblemsContext.Provider value={problemsByPath(problems, problemText)}>
        <form className="pl-staff-form" onSubmit={submit} noValidate>
          <h3>{t('staff.catalogue.edit.permit_types')}</h3>
          {draft.permitTypes.map((type, index) => (
            <EditorSection
              key={type.code}
              summary={t('staff.catalogue.edit.permit_type', { code: type.code })}
              path={['permitTypes', index]}
            >
              {() => <PermitTypeForm {...editorProps} index={index} />}
            </EditorSection>
          ))}
          <h3>{t('staff.catalogue.edit.products')}</h3>
          <EditorSection summary={t('staff.catalogue.edit.products_open')} path={['products']}>
            {() => <ProductsEditor {...editorProps} />}
          </EditorSection>
          <h3>{t('staff.catalogue.edit.areas')}</h3>
          <EditorSection summary={t('staff.catalogue.edit.areas_open')} path={['areas']}>
            {() => <AreasEditor {...editorProps} />}
          </EditorSection>
          <h3>{t('staff.catalogue.edit.categories')}</h3>
          <EditorSection summary={t('staff.catalogue.edit.categories_open')} path={['categories']}>
            {() => <CategoriesEditor {...editorProps} />}
          </EditorSection>
          <p className="utrecht-paragraph" role="status">
            {note}
          </p>
          <Field
            label={t('staff.catalogue.change.summary')}
            value={summary}
            error={summaryError}
            onChange={(v) => {
              setSummary(v);
              setSummaryError(undefined);
            }}
          />
          <div ref={problemsRef} tabIndex={-1}>
            {problems.length > 0 || summaryError ? (
              <div role="alert">
                <p className="utrecht-paragraph pl-staff-form__error">{t('staff.catalogue.problem.invalid')}</p>
                <ul className="utrecht-unordered-list">
                  {problems.map((p) => (
                    <li key={`${p.where}:${p.code}`}>
                      <a
                        className="utrecht-link"
                        href={`#cat-${p.path.join('-')}`}
                        onClick={(event) => {
                          event.preventDefault();
                          focusPlace(p.path);
                        }}
                      >
                        <code>{p.where}</code>
                      </a>
                      : {problemText(p)}
                    </li>
                  ))}
                  {summaryError ? (
                    <li>
                      {t('staff.catalogue.change.summary')}: {summaryError}
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </div>
          <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={save.isPending}>
            {t('staff.catalogue.edit.save')}
          </button>
          <ProblemList error={save.error} />
        </form>
      </ProblemsContext.Provider>
    </section>
  );
}
