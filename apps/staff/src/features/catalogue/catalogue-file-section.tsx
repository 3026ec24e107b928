/**
 * The catalogue file on the screen: downloaded as the operator tool exports it, and imported back (saved
 * as the next version, checked by the same validator; each problem named with its place in the file).
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff, staffUrl } from '../../lib/api-client';
import { ProblemList } from './problem-list';

export function CatalogueFileSection(props: { revision: string; mayChange: boolean; onSaved: (n: number) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState('');
  const [notJson, setNotJson] = useState(false);
  const save = useMutation({
    mutationFn: (content: Record<string, unknown>) =>
      callStaff('saveCatalogue', { body: { revision: props.revision, summary, file: content } }),
    onSuccess: (saved) => props.onSaved(saved.version.number),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      content = undefined;
    }
    const isObject = typeof content === 'object' && content !== null && !Array.isArray(content);
    setNotJson(!isObject);
    if (isObject) save.mutate(content as Record<string, unknown>);
  };
  return (
    <section aria-labelledby="catalogue-file">
      <h2 id="catalogue-file" className="utrecht-heading-2">
        {t('staff.catalogue.file')}
      </h2>
      <p className="utrecht-paragraph">{t('staff.catalogue.file.intro')}</p>
      <p className="utrecht-paragraph">
        <a className="utrecht-link" href={staffUrl('downloadCatalogueFile')} download>
          {t('staff.catalogue.file.download')}
        </a>
      </p>
      {props.mayChange ? (
        <form className="pl-staff-form" onSubmit={(event) => void submit(event)}>
          <div className="pl-staff-form__field">
            <label htmlFor="catalogue-import-file">{t('staff.catalogue.file.choose')}</label>
            <input
              id="catalogue-import-file"
              type="file"
              accept="application/json,.json"
              required
              aria-invalid={notJson}
              aria-describedby={notJson ? 'catalogue-import-error' : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setNotJson(false);
              }}
            />
            {notJson ? (
              <p id="catalogue-import-error" className="pl-staff-form__error">
                {t('staff.catalogue.file.not_json')}
              </p>
            ) : null}
          </div>
          <div className="pl-staff-form__field">
            <label htmlFor="catalogue-import-summary">{t('staff.catalogue.file.summary')}</label>
            <input
              id="catalogue-import-summary"
              required
              maxLength={300}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
            />
          </div>
          <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={save.isPending}>
            {t('staff.catalogue.file.import')}
          </button>
          <ProblemList error={save.error} />
        </form>
      ) : null}
    </section>
  );
}
