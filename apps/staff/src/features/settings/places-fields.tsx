/**
 * The places of the menu items and home tiles (settings of kind `position`, core 3.7): each named as the resident
 * sees it (its own label in the portal), with its place as a number and a switch to hide it, and below them the
 * order the resident gets. A place is a number: 0 or empty hides the item, 1, 2, 3 … sort (apps/web
 * features/shell/menu.ts, home/home-tiles.ts); the server refuses anything else (the contract's isPlaceValue).
 */
import { isPlaceValue, type PortalSettings, placeLabelKey } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { Field } from './settings-form';

type Setting = PortalSettings['settings'][number];

/** The shown items in the resident's order (ties keep the screen's order); the hidden ones apart. */
export function placesInOrder(settings: readonly Setting[], values: Readonly<Record<string, string>>) {
  const placed = settings.map((s, index) => {
    const value = (values[s.name] ?? '').trim();
    return { setting: s, index, place: isPlaceValue(value) ? Number(value) : 0 };
  });
  return {
    shown: placed
      .filter((p) => p.place > 0)
      .sort((a, b) => a.place - b.place || a.index - b.index)
      .map((p) => p.setting),
    hidden: placed.filter((p) => p.place === 0).map((p) => p.setting),
  };
}

export function PlacesFields(props: {
  group: 'menu' | 'home';
  settings: readonly Setting[];
  values: Readonly<Record<string, string>>;
  set: (name: string, value: string) => void;
  error: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { group, settings, values } = props;
  const nameOf = (s: Setting) => t(placeLabelKey(s.name) ?? s.name);
  const { shown, hidden } = placesInOrder(settings, values);
  const nextPlace = () =>
    Math.min(
      999,
      1 + Math.max(0, ...settings.map((s) => (isPlaceValue(values[s.name] ?? '') ? Number(values[s.name]) : 0))),
    );
  return (
    <div className="pl-staff-settings__places">
      <p className="pl-staff-form__hint">{t(`staff.settings.places.${group}.intro`)}</p>
      {settings.map((s) => {
        const id = `setting-${s.name}`;
        const value = values[s.name] ?? '';
        const isHidden = !isPlaceValue(value.trim()) || Number(value) === 0;
        return (
          <div key={s.name} className="pl-staff-settings__place">
            <Field
              id={id}
              label={t(`staff.settings.places.${group}.label`, { name: nameOf(s) })}
              hint={
                <>
                  {t('staff.settings.kind.position')} · <code>{s.name}</code>
                </>
              }
              error={props.error(s.name)}
            >
              {(describedBy, invalid) => (
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  size={4}
                  value={value}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => props.set(s.name, e.target.value)}
                />
              )}
            </Field>
            <div className="pl-staff-form__choice">
              <input
                id={`${id}-hidden`}
                type="checkbox"
                checked={isHidden}
                onChange={(e) => props.set(s.name, e.target.checked ? '0' : String(nextPlace()))}
              />{' '}
              <label htmlFor={`${id}-hidden`}>{t(`staff.settings.places.${group}.hide`, { name: nameOf(s) })}</label>
            </div>
          </div>
        );
      })}
      <section className="pl-staff-settings__order" aria-labelledby={`places-${group}-order`}>
        <h4 id={`places-${group}-order`} className="utrecht-heading-4">
          {t(`staff.settings.places.${group}.order`)}
        </h4>
        {shown.length > 0 ? (
          <ol>
            {shown.map((s) => (
              <li key={s.name}>{nameOf(s)}</li>
            ))}
          </ol>
        ) : (
          <p className="utrecht-paragraph">{t(`staff.settings.places.${group}.none`)}</p>
        )}
        {hidden.length > 0 ? (
          <p className="utrecht-paragraph">
            {t('staff.settings.places.hidden', { names: hidden.map(nameOf).join(', ') })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
