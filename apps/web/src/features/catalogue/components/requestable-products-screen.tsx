/**
 * /requestable-products (lifecycle 2.2): the products the user may request, as collapsible
 * category cards or a flat list (catalogue-view.ts decides), the plate brought in at entry with
 * a way to check another one, and per product its messages and actions. Joining a waiting list
 * at a single location happens here (eloket/add_on_waitinglist); its outcome is a dialog, and
 * afterwards the list and the overview counts reload (on a failure when its OK is pressed,
 * lifecycle 8). Loading shows the shared progress indicator; a failure an error with a retry.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshAfterWaitingList, useAddOnWaitinglist } from '../../../api/add-on-waitinglist';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { usePaymentServices } from '../../../api/get-payment-services';
import { useRequestablePermits } from '../../../api/get-requestable-permits';
import { Alert } from '../../../components/alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { ScreenTitle } from '../../../components/screen-title';
import { ServiceError } from '../../../lib/api-client';
import { readDeepLinkPlate } from '../../../lib/deep-link-plate';
import { failureText } from '../../../lib/failure-message';
import { plainText } from '../../../lib/plain-text';
import { useHyphenate } from '../../../lib/use-hyphenate';
import { useCategories } from '../api/get-categories';
import {
  catalogueView,
  checkerUrl,
  type GroupView,
  showsStoredPlate,
  storedPlate,
  type UnavailableGroup,
} from '../catalogue-view';
import { ChevronIcon } from './chevron-icon';
import { ProductCard, type ProductCardProps, type WaitingListJoin } from './product-card';
import '../../../styles/screens.css';
import '../catalogue.css';

type CardHandlers = Pick<ProductCardProps, 'onJoinWaitingList'>;

function StoredPlate({ plate, checker }: { plate: string; checker: string | null }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="pl-catalogue-plate">
      <dl className="pl-facts">
        <div>
          <dt>{t('catalogue.plate.label')}</dt>
          <dd>
            <span className="pl-catalogue-plate__value">{plate}</span>
          </dd>
        </div>
      </dl>
      <p className="utrecht-paragraph">{t('catalogue.plate.text')}</p>
      {checker ? (
        <>
          <p id={hintId} className="utrecht-paragraph">
            {t('catalogue.plate.other.hint')}
          </p>
          <a
            href={checker}
            className="utrecht-button utrecht-button--secondary-action pl-button-link"
            aria-describedby={hintId}
          >
            {t('catalogue.plate.other')}
          </a>
        </>
      ) : null}
    </div>
  );
}

function CategoryCard({
  group,
  expanded,
  onToggle,
  handlers,
}: {
  group: GroupView;
  expanded: boolean;
  onToggle: () => void;
  handlers: CardHandlers;
}) {
  const { t } = useTranslation();
  const hyphenate = useHyphenate();
  const panelId = useId();
  const countId = useId();
  return (
    <section className="pl-category">
      {/* The heading and its button are named by the category alone; the count is the button's description, so a
          screen reader says it once (issue 16), not as part of both the heading's and the button's name. */}
      <h2 className="utrecht-heading-2 pl-category__heading">
        <button
          type="button"
          className="pl-category__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={countId}
          onClick={onToggle}
        >
          <ChevronIcon />
          <span className="pl-category__name">{hyphenate(group.name ?? t('catalogue.category.other'))}</span>
        </button>
      </h2>
      <p id={countId} className="utrecht-paragraph pl-category__count">
        {t('catalogue.category.count', { count: group.products.length })}
      </p>
      {group.description ? <p className="utrecht-paragraph pl-category__description">{group.description}</p> : null}
      <div id={panelId} className="pl-category__panel" hidden={!expanded}>
        <ul className="pl-products">
          {group.products.map((product) => (
            <ProductCard key={product.key} product={product} headingLevel={3} {...handlers} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The products the user cannot request (issue 16): after the others, under one heading, by reason. */
function UnavailableProducts({ groups, handlers }: { groups: readonly UnavailableGroup[]; handlers: CardHandlers }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section className="pl-unavailable" aria-labelledby="pl-unavailable-heading">
      <h2 id="pl-unavailable-heading" className="utrecht-heading-2">
        {t('catalogue.unavailable.title')}
      </h2>
      {groups.map((group) => (
        <section key={group.key} className="pl-unavailable__group">
          <h3 className="utrecht-heading-3 pl-unavailable__reason">
            {group.reason ?? t('catalogue.status.not_requestable')}
          </h3>
          <ul className="pl-products">
            {group.products.map((product) => (
              <ProductCard key={product.key} product={product} headingLevel={4} reasonInHeading {...handlers} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

interface WaitingListOutcome {
  ok: boolean;
  text: string;
  headingId: string;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ServiceError ? failureText(error) : fallback;
}

export function RequestableProductsScreen() {
  const { t, i18n } = useTranslation();
  const products = useRequestablePermits(i18n.language);
  const categories = useCategories(i18n.language);
  const services = usePaymentServices();
  const { settings, isLoaded: settingsLoaded } = useEloketSettings();
  const join = useAddOnWaitinglist();
  const [localPlate] = useState(readDeepLinkPlate);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<WaitingListOutcome | null>(null);
  const focusTarget = useRef<string | null>(null);
  const joining = useRef(false);

  const view = useMemo(
    () => (products.data && categories.data ? catalogueView(products.data, categories.data, services) : null),
    [products.data, categories.data, services],
  );
  // A session timeout is handled by the API client (to the welcome screen): nothing to say here.
  const failure = [products.error, categories.error].find(
    (error) => error && !(error instanceof ServiceError && error.kind === 'session-timeout'),
  );
  const plate = products.data ? storedPlate(localPlate, products.data) : null;
  const showPlate = settingsLoaded && showsStoredPlate(settings);

  const handlers: CardHandlers = {
    onJoinWaitingList: (place: WaitingListJoin) => void joinWaitingList(place),
  };

  async function joinWaitingList(place: WaitingListJoin) {
    // A second press while the first call runs does nothing (the ref: before the re-render too).
    if (joining.current) return;
    joining.current = true;
    try {
      const message = await join.mutateAsync(place);
      setOutcome({ ok: true, text: message || t('catalogue.waiting_list.joined'), headingId: place.headingId });
      void refreshAfterWaitingList();
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'session-timeout') return;
      setOutcome({ ok: false, text: messageOf(error, t('error.INTERNAL_ERROR')), headingId: place.headingId });
    } finally {
      joining.current = false;
    }
  }

  function closeOutcome() {
    const closed = outcome;
    setOutcome(null);
    if (!closed) return;
    focusTarget.current = closed.headingId;
    if (!closed.ok) void refreshAfterWaitingList();
  }

  // The dialog gives the focus back to the button that opened it. When the reloaded list no longer
  // has that button (the user is on the waiting list now), the product's heading takes the focus.
  const reloading = products.isFetching;
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || outcome !== null || reloading) return;
    focusTarget.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(target)?.focus();
  }, [outcome, reloading]);

  function toggle(key: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <>
      <ScreenTitle title={t('catalogue.title')} count={view ? view.count : undefined} />
      {showPlate && plate ? <StoredPlate plate={plate} checker={checkerUrl(settings)} /> : null}
      {failure ? (
        <Alert type="error" title={t('catalogue.error.title')}>
          <p className="utrecht-paragraph">{messageOf(failure, t('error.INTERNAL_ERROR'))}</p>
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={products.isFetching || categories.isFetching}
              onClick={() => {
                if (products.isError) void products.refetch();
                if (categories.isError) void categories.refetch();
              }}
            >
              {t('catalogue.retry')}
            </button>
          </div>
        </Alert>
      ) : null}
      {view?.layout === 'empty' ? <p className="utrecht-paragraph">{t('catalogue.empty')}</p> : null}
      {view && view.layout !== 'empty' ? <p className="utrecht-paragraph">{t('catalogue.intro')}</p> : null}
      {view?.layout === 'flat' && view.products.length === 0 ? (
        <p className="utrecht-paragraph">{t('catalogue.none_requestable')}</p>
      ) : null}
      {view?.layout === 'flat' && view.products.length > 0 ? (
        <ul className="pl-products">
          {view.products.map((product) => (
            <ProductCard key={product.key} product={product} headingLevel={2} {...handlers} />
          ))}
        </ul>
      ) : null}
      {view?.layout === 'groups'
        ? view.groups.map((group) => (
            <CategoryCard
              key={group.key}
              group={group}
              expanded={expanded.has(group.key)}
              onToggle={() => toggle(group.key)}
              handlers={handlers}
            />
          ))
        : null}
      {view && view.layout !== 'empty' ? <UnavailableProducts groups={view.unavailable} handlers={handlers} /> : null}
      <ModalDialog
        open={outcome !== null}
        title={t(outcome?.ok === false ? 'catalogue.waiting_list.failed' : 'catalogue.waiting_list.title')}
        role={outcome?.ok === false ? 'alertdialog' : 'dialog'}
        onClose={closeOutcome}
        actions={
          <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={closeOutcome}>
            {t('common.ok')}
          </button>
        }
      >
        <p className="utrecht-paragraph pl-pre-line">{outcome ? plainText(outcome.text) : ''}</p>
      </ModalDialog>
    </>
  );
}
