/**
 * Home (core 2.11): a tile per area the municipality shows, each with its count, a
 * description (the tooltip, as the link's accessible description) and a link. ALERT_LEVEL
 * and COLOR_CODE never speak through colour alone: level 2 and 3 add a badge with text
 * ('Attention', 'Action needed'), and the colour (a token) only repeats it at the edge of
 * the tile. When the counts fail the tiles stay usable, and an alert offers a retry.
 */
import type { OverviewCount } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { useOverviewCounts } from '../../../api/get-overview-counts';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { type HomeTile, tileAlert, tileTone, visibleHomeTiles } from '../home-tiles';
import { HomeAnnouncements } from './home-announcements';
import '../../../styles/screens.css';

function Tile({ tile, count, loaded }: { tile: HomeTile; count: OverviewCount | undefined; loaded: boolean }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const alert = tileAlert(count);
  const value = count?.VALUE ?? 0;
  return (
    <li className={`pl-tile pl-tile--${tileTone(count)}`}>
      <Link to={tile.path} className="pl-tile__link" aria-describedby={descriptionId}>
        <span className="pl-tile__title">{t(`home.tile.${tile.id}`)}</span>
        {/* The count's place is kept while it loads, so the tiles do not move when it arrives. */}
        <span className="pl-tile__count">
          {loaded ? (
            <>
              <span aria-hidden="true">{value}</span>
              <span className="pl-visually-hidden">{t('home.tile.count', { count: value })}</span>
            </>
          ) : (
            <span aria-hidden="true">{'\u00a0'}</span>
          )}
        </span>
        {loaded && alert !== 'none' ? <span className="pl-tile__badge">{t(`home.alert.${alert}`)}</span> : null}
      </Link>
      <p id={descriptionId} className="utrecht-paragraph pl-tile__description">
        {t(`home.tile.${tile.id}.tooltip`)}
      </p>
    </li>
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  const { settings, isLoaded } = useEloketSettings();
  const counts = useOverviewCounts(true);
  const tiles = visibleHomeTiles(settings);
  const loaded = counts.isSuccess;

  return (
    <>
      <ScreenTitle title={t('home.title')} />
      <p className="utrecht-paragraph">{t('home.intro')}</p>
      <HomeAnnouncements />
      {counts.isError ? (
        <Alert type="error" title={t('home.counts.error.title')}>
          <p className="utrecht-paragraph">{t('home.counts.error.text')}</p>
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={counts.isFetching}
              onClick={() => void counts.refetch()}
            >
              {t('home.counts.retry')}
            </button>
          </div>
        </Alert>
      ) : null}
      {isLoaded && tiles.length === 0 ? <p className="utrecht-paragraph">{t('home.none')}</p> : null}
      {tiles.length > 0 ? (
        <ul className="pl-tiles">
          {tiles.map((tile) => (
            <Tile
              key={tile.id}
              tile={tile}
              loaded={loaded}
              count={counts.data?.find((count) => count.NAME === tile.count)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
