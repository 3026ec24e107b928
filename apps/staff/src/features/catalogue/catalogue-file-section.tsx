/**
 * The catalogue file on the screen: downloaded as the operator tool exports it, and imported back (saved
 * as the next version, checked by the same validator; each problem named with its place in the file). The
 * import has a route of its own with a larger body limit (CATALOGUE_IMPORT_MAX_BYTES, said on the screen);
 * a larger file is refused here before it is sent, and by the server (413) if it comes anyway.
 */
import { CATALOGUE_IMPORT_MAX_BYTES } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff, staffUrl } from '../../lib/api-client';
import { ProblemList } from './problem-list';

export function CatalogueFileSection(props: { revision: string; mayChange: boolean; onSaved: (n: number) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const size = `${CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;
  const save = useMutation({
    mutationFn: (content: Record<string, unknown>) =>
      callStaff('importCatalogueFile', { body: { revision: props.revision, summary, file: content } }),
    onSuccess: (saved) => props.onSaved(saved.version.number),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    // JSON text around the file's content is small: a file above the limit would be refused as it is sent.
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES) {
      setFileError(t('staff.catalogue.file.too_large', { size }));
      return;
    }
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      content = undefined;
    }
    const isObject = typeof content === 'object' && content !== null && !Array.isArray(content);
    setFileError(isObject ? null : t('staff.catalogue.file.not_json'));
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
            <span id="catalogue-import-limit">{t('staff.catalogue.file.limit', { size })}</span>
            <input
              id="catalogue-import-file"
              type="file"
              accept="application/json,.json"
              required
              aria-invalid={fileError !== null}
              aria-describedby={fileError ? 'catalogue-import-limit catalogue-import-error' : 'catalogue-import-limit'}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
            {fileError ? (
              <p id="catalogue-import-error" className="pl-staff-form__error">
                {fileError}
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
