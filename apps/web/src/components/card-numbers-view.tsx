/**
 * The card numbers of a product (lifecycle 2.8, 5): a filter (letters and digits only, upper-cased)
 * with a clear button, and the numbers that match. Shared by current products and history.
 */
import { filterAlphanumeric, type IssuedProduct } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import '../styles/products.css';

export function CardNumbersView({ product }: { product: IssuedProduct }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const cards = (product.CARDNUMBERS ?? []).map((card) => card.CARDNUMBER);
  const shown = cards.filter((card) => card.toUpperCase().includes(filter));
  return (
    <>
      <div className="pl-form">
        <TextField
          label={t('products.cards.filter')}
          value={filter}
          onChange={(value) => setFilter(filterAlphanumeric(value).toUpperCase())}
          autoComplete="off"
        />
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            disabled={filter === ''}
            onClick={() => setFilter('')}
          >
            {t('products.cards.clear')}
          </button>
        </div>
      </div>
      <p className="utrecht-paragraph" role="status">
        {t('products.cards.count', { count: shown.length, total: cards.length })}
      </p>
      <ul className="pl-plain-list">
        {shown.map((card) => (
          <li key={card}>{card}</li>
        ))}
      </ul>
    </>
  );
}
