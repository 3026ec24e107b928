/**
 * The portal's texts the municipality words its own way: find a text, then its Dutch and English side by
 * side — the bundled wording, the municipality's, and a preview of what residents read (placeholders the
 * portal fills in are marked). Emptying a wording restores the bundled text.
 */
import type { TextOverrideItem } from '@parkeerloket/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import { reasonFor, SaveButton, SaveFeedback } from './settings-form';

const PAGE_SIZE = 10;
const LANGUAGES = ['nl', 'en'] as const;

/** The text as residents read it, with each {{placeholder}} shown as what the portal fills in. */
function Preview({ text, lang }: { text: string; lang: string }) {
  const { t } = useTranslation();
  const pieces: { at: number; text: string; name?: string | undefined }[] = [];
  let at = 0;
  for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    if (match.index > at) pieces.push({ at, text: text.slice(at, match.index) });
    pieces.push({ at: match.index, text: match[0], name: match[1] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ at, text: text.slice(at) });
  return (
    <p className="pl-staff-settings__preview" lang={lang}>
      {pieces.map((piece) =>
        piece.name ? (
          <mark key={piece.at} title={t('staff.settings.texts.placeholder', { name: piece.name })}>
            {piece.name}
          </mark>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}

function TextEditor({ item, mayWrite, onDone }: { item: TextOverrideItem; mayWrite: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [own, setOwn] = useState({ nl: item.override.nl ?? '', en: item.override.en ?? '' });
  const save = useMutation({
    mutationFn: (body: { nl: string | null; en: string | null }) =>
      callStaff('setTextOverride', { params: { key: item.key }, body }),
    onSuccess: (answer) => {
      setOwn({ nl: answer.override.nl ?? '', en: answer.override.en ?? '' });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'settings', 'texts'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ nl: own.nl.trim() || null, en: own.en.trim() || null });
  };
  return (
    <form className="pl-staff-settings__editor" onSubmit={submit} aria-labelledby="text-editor-title">
      <h3 id="text-editor-title" className="utrecht-heading-3">
        {t('staff.settings.texts.editing', { key: item.key })}
      </h3>
      <fieldset disabled={!mayWrite} className="pl-staff-settings__plain">
        <div className="pl-staff-settings__side-by-side">
          {LANGUAGES.map((language) => {
            const id = `text-${language}`;
            const error = reasonFor(save.error, `body.${language}`);
            const shown = own[language].trim() || item.bundled[language];
            return (
              <div key={language} className="pl-staff-settings__column">
                <h4 className="utrecht-heading-4">{t(`staff.settings.texts.language.${language}`)}</h4>
                <p className="pl-staff-form__hint">{t('staff.settings.texts.bundled')}</p>
                <p className="pl-staff-settings__bundled" lang={language}>
                  {item.bundled[language]}
                </p>
                <div className="pl-staff-form__field">
                  <label htmlFor={id}>{t(`staff.settings.texts.own.${language}`)}</label>
                  {error ? (
                    <p className="pl-staff-form__error" id={`${id}-error`}>
                      {error}
                    </p>
                  ) : null}
                  <textarea
                    id={id}
                    rows={3}
                    lang={language}
                    value={own[language]}
                    aria-describedby={error ? `${id}-error` : undefined}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setOwn({ ...own, [language]: e.target.value })}
                  />
                </div>
                <p className="pl-staff-form__hint">{t('staff.settings.texts.preview')}</p>
                <Preview text={shown} lang={language} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="pl-staff-actions">
        {mayWrite ? (
          <>
            <SaveButton busy={save.isPending}>{t('staff.settings.texts.save')}</SaveButton>
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={save.isPending || (item.override.nl === null && item.override.en === null)}
              onClick={() => save.mutate({ nl: null, en: null })}
            >
              {t('staff.settings.texts.restore')}
            </button>
          </>
        ) : null}
        <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onDone}>
          {t('staff.settings.texts.close')}
        </button>
      </div>
      <SaveFeedback mutation={save} saved={t('staff.settings.saved')} />
    </form>
  );
}

export function TextsSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [onlyOwn, setOnlyOwn] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const query = { search, overridden: onlyOwn ? 'yes' : 'all', page, pageSize: PAGE_SIZE } as const;
  const list = useQuery({
    queryKey: ['staff', 'settings', 'texts', query],
    queryFn: () => callStaff('listTextOverrides', { query }),
    placeholderData: keepPreviousData,
  });
  const item = list.data?.items.find((i) => i.key === editing);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
    setEditing(null);
  };
  return (
    <section aria-labelledby="settings-texts" className="pl-staff-settings__section">
      <h2 id="settings-texts" className="utrecht-heading-2">
        {t('staff.settings.texts.title')}
      </h2>
      <p className="utrecht-paragraph">{t('staff.settings.texts.intro')}</p>
      <search>
        <form className="pl-staff-form" onSubmit={find}>
          <div className="pl-staff-form__field">
            <label htmlFor="texts-search">{t('staff.settings.texts.search')}</label>
            <input id="texts-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          <div className="pl-staff-form__choice">
            <input
              id="texts-only-own"
              type="checkbox"
              checked={onlyOwn}
              onChange={(e) => {
                setOnlyOwn(e.target.checked);
                setPage(1);
              }}
            />{' '}
            <label htmlFor="texts-only-own">{t('staff.settings.texts.only_own')}</label>
          </div>
          <button type="submit" className="utrecht-button utrecht-button--secondary-action">
            {t('staff.settings.texts.find')}
          </button>
        </form>
      </search>
      {list.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {list.error.message}
        </p>
      ) : list.data ? (
        <>
          <p className="utrecht-paragraph" role="status">
            {t('staff.settings.texts.found', { count: list.data.total })}
          </p>
          {list.data.items.length > 0 ? (
            <div className="pl-staff-table-wrap">
              <table className="pl-staff-table">
                <caption>{t('staff.settings.texts.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.settings.texts.key')}</th>
                    <th scope="col">{t('staff.settings.texts.language.nl')}</th>
                    <th scope="col">{t('staff.settings.texts.language.en')}</th>
                    <th scope="col">{t('staff.settings.texts.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((row) => (
                    <tr key={row.key}>
                      <td>
                        <code>{row.key}</code>
                      </td>
                      <td lang="nl">{row.override.nl ?? row.bundled.nl}</td>
                      <td lang="en">{row.override.en ?? row.bundled.en}</td>
                      <td>
                        <button
                          type="button"
                          className="utrecht-button utrecht-button--secondary-action"
                          onClick={() => setEditing(row.key)}
                          aria-label={t('staff.settings.texts.edit_key', {
                            action: mayWrite ? t('staff.settings.texts.edit') : t('staff.settings.texts.view'),
                            key: row.key,
                          })}
                        >
                          {mayWrite ? t('staff.settings.texts.edit') : t('staff.settings.texts.view')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      ) : (
        <p className="utrecht-paragraph" role="status">
          {t('staff.loading')}
        </p>
      )}
      {item ? <TextEditor key={item.key} item={item} mayWrite={mayWrite} onDone={() => setEditing(null)} /> : null}
    </section>
  );
}
