/**
 * /choose-branches (core 2.7): a company with several branches picks one. The branches
 * come page by page: on desktop (the 'large' breakpoint) with a 'Load more' button, on a
 * smaller screen also by scrolling, when the button comes into view (threshold 0.9). The
 * button stays on every screen size, so keyboard users never depend on scrolling; after a
 * click the focus goes to the first branch that arrived.
 *
 * A company with more than one page of branches gets a search field above the list (issue 24): it filters by name,
 * street, number and town (matchesBranch) as one types, loads the pages not yet there so the search covers every
 * branch, and a status message says how many match. Cleared, the list and 'Load more' are as before.
 */
import { BRANCH_SCROLL_THRESHOLD, BREAKPOINTS, type Branch } from '@parkeerloket/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { ServiceError } from '../../../lib/api-client';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useBranchPages } from '../api/get-next-branchnumbers-page';
import { useRegisterBranch } from '../api/register-branch';
import { branchesOf, matchesBranch } from '../branch-pages';
import { completeLogin } from '../complete-login';
import '../../../styles/screens.css';
import { paths } from '../../../lib/paths';

export function ChooseBranchesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterBranch();
  const [chosen, setChosen] = useState(false);
  const pages = useBranchPages(!chosen);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.large}px)`);
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  /** The index of the first branch of a page asked for with the button: it gets the focus. */
  const focusIndex = useRef<number | null>(null);
  const [query, setQuery] = useState('');

  const allBranches = branchesOf(pages.data?.pages ?? []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = pages;
  const searching = query.trim() !== '';
  const branches = searching ? allBranches.filter((branch) => matchesBranch(branch, query)) : allBranches;
  const searchable = (pages.data?.pages[0]?.NUMPAGES ?? 1) > 1;

  // A search covers every branch: the pages not yet loaded are asked one after another.
  useEffect(() => {
    if (searching && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  useEffect(() => {
    if (isDesktop || searching || !hasNextPage || isFetchingNextPage) return;
    const target = loadMoreButton.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { threshold: BRANCH_SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [isDesktop, searching, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || branches.length <= index) return;
    focusIndex.current = null;
    list.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  }, [branches.length]);

  function loadMore() {
    if (isFetchingNextPage) return;
    focusIndex.current = branches.length;
    void fetchNextPage();
  }

  async function choose(branch: Branch) {
    setChosen(true);
    try {
      await register.mutateAsync(branch.BRANCHNUMBER);
    } catch (error) {
      // The message dialog has said why; a login that cannot finish starts again (core 2.7).
      if (!(error instanceof ServiceError && error.kind === 'session-timeout'))
        navigate(paths.login, { replace: true });
      return;
    }
    await completeLogin(navigate);
  }

  return (
    <>
      <ScreenTitle title={t('login.branches.title')} />
      <p className="utrecht-paragraph">{t('login.branches.intro')}</p>
      {pages.isError && !pages.data ? (
        <Alert type="error" title={t('login.branches.error')}>
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              onClick={() => void pages.refetch()}
            >
              {t('login.branches.retry')}
            </button>
          </div>
        </Alert>
      ) : null}
      {searchable ? (
        <search aria-label={t('login.branches.search')}>
          <TextField
            type="search"
            label={t('login.branches.search')}
            description={t('login.branches.search_hint')}
            value={query}
            onChange={setQuery}
            autoComplete="off"
            name="branch-search"
          />
        </search>
      ) : null}
      {searching && !hasNextPage && branches.length === 0 ? (
        <p className="utrecht-paragraph">{t('login.branches.none_found', { query: query.trim() })}</p>
      ) : null}
      {pages.isSuccess && allBranches.length === 0 ? (
        <>
          <p className="utrecht-paragraph">{t('login.branches.empty')}</p>
          <p className="utrecht-paragraph">
            <Link to={paths.login} className="utrecht-link utrecht-link--html-a">
              {t('login.branches.to_login')}
            </Link>
          </p>
        </>
      ) : null}
      {branches.length > 0 ? (
        <ul ref={list} className="pl-cards" aria-label={t('login.branches.list')}>
          {branches.map((branch) => (
            <li key={branch.BRANCHNUMBER} className="pl-cards__item">
              <button type="button" className="pl-card" disabled={chosen} onClick={() => void choose(branch)}>
                <span className="pl-card__title">{branch.DESCRIPTION || branch.BRANCHNUMBER}</span>
                <span className="pl-card__meta">{t('login.branches.number', { number: branch.BRANCHNUMBER })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {allBranches.length > 0 ? (
        <p role="status" className="pl-visually-hidden">
          {isFetchingNextPage
            ? t('login.branches.loading')
            : searching
              ? t('login.branches.found', { count: branches.length })
              : t('login.branches.shown', { count: branches.length })}
        </p>
      ) : null}
      {pages.isFetchNextPageError ? (
        <Alert type="error" title={t('login.branches.error')}>
          <p className="utrecht-paragraph">{t('login.branches.error_more')}</p>
        </Alert>
      ) : null}
      {hasNextPage && !searching ? (
        <div className="pl-form__actions">
          <button
            ref={loadMoreButton}
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            aria-disabled={isFetchingNextPage || undefined}
            onClick={loadMore}
          >
            {t('login.branches.load_more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
