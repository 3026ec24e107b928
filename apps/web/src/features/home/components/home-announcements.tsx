/**
 * The municipality's announcements for this resident (issue 28), above the tiles: each a heading of its own with
 * its text and its last day. Nothing at all while there are none (or they could not be loaded).
 */
import { formatDisplayDate } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/get-announcements';
import './home-announcements.css';

export function HomeAnnouncements() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const items = announcements.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="pl-announcements" aria-labelledby="home-announcements">
      <h2 id="home-announcements" className="utrecht-heading-2">
        {t('home.announcements.title')}
      </h2>
      <ul className="pl-announcements__list">
        {items.map((item) => (
          <li key={item.ID} className="pl-announcement">
            <h3 className="utrecht-heading-3">{item.TITLE}</h3>
            <p className="utrecht-paragraph pl-announcement__body">{item.BODY}</p>
            <p className="utrecht-paragraph pl-announcement__until">
              {t('home.announcements.until', { date: formatDisplayDate(item.UNTIL_DATE) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
