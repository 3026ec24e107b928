/**
 * 10. Finish (lifecycle 2.3): payment needed (AWAIT_PAYMENT, to the shopping cart), processed but not
 * yet active (DOCS_AWAIT_APROVAL), or active / active from {date} (PERMIT_CREATED, AWAIT_CONFIRMATION);
 * always a way to the requestable products. The flow has ended: leaving asks nothing.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { finishMessage } from '../request-summary';
import type { StageProps } from './stage-frame';

export function FinishStage({ state }: StageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const message = finishMessage(state);
  const text =
    message.kind === 'payment'
      ? t('request_flow.finish.payment')
      : message.kind === 'approval'
        ? t('request_flow.finish.approval')
        : message.kind === 'active'
          ? t('request_flow.finish.active')
          : message.kind === 'active-from'
            ? t('request_flow.finish.active_from', { date: message.date })
            : t('request_flow.finish.done');
  return (
    <section className="pl-flow__stage" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="utrecht-heading-2 pl-flow__heading">
        {t('request_flow.finish.title')}
      </h2>
      <p className="utrecht-paragraph">{text}</p>
      <div className="pl-flow__actions">
        {message.kind === 'payment' ? (
          <Link to={paths.shoppingCart} className="utrecht-button utrecht-button--primary-action pl-button-link">
            {t('request_flow.finish.to_cart')}
          </Link>
        ) : null}
        <Link
          to={paths.requestableProducts}
          className={`utrecht-button ${message.kind === 'payment' ? 'utrecht-button--secondary-action' : 'utrecht-button--primary-action'} pl-button-link`}
        >
          {t('request_flow.to_products')}
        </Link>
      </div>
    </section>
  );
}
