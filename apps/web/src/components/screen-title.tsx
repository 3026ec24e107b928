/**
 * The screen title (core 2.10): the one h1 of every screen, with an item count on list
 * screens. It also sets the document title, and takes the focus after an in-app
 * navigation so that screen-reader and keyboard users start at the new screen.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { screenShown } from '../lib/first-screen';

export interface ScreenTitleProps {
  title: string;
  count?: number;
}

/** The location key of the page as loaded, before any in-app navigation. */
const INITIAL_LOCATION_KEY = 'default';

export function ScreenTitle({ title, count }: ScreenTitleProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const site = t('app.title');

  useEffect(() => {
    document.title = t('page.title', { screen: title, site });
  }, [t, title, site]);

  useEffect(() => screenShown.set(true), []);

  // A navigation that stays on the screen (a stage of the request flow as its own history entry) leaves the focus
  // where the screen put it.
  const screen = `${location.pathname}${location.search}`;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const same = shown.current === screen;
    shown.current = screen;
    if (location.key !== INITIAL_LOCATION_KEY && !same) ref.current?.focus({ preventScroll: false });
  }, [location.key, screen]);

  return (
    <h1 ref={ref} tabIndex={-1} className="utrecht-heading-1 pl-screen-title">
      {count === undefined ? title : t('screen.title_with_count', { title, count })}
    </h1>
  );
}
