/**
 * One chart of the reports page (issue 28): its heading, the chart itself (hidden from screen readers,
 * who get the table), a legend that names each series by its pattern as well as its colour, the same
 * figures as a table with a caption behind a details toggle, and a CSV download of them. The chart's
 * colours are the theme's tokens (reports.css), so the five contrast themes apply to it.
 */
import type { CsvValue } from '@parkeerloket/contract';
import { type CSSProperties, createContext, type ReactNode, useContext, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RechartsTheme, RechartsThemeProvider } from 'recharts';
import { chartCsv, type FigureTable } from './report-tables';

export interface Series {
  key: string;
  label: string;
  /** solid: the primary colour; hatched: lines in the text colour; dashed: a dashed line. */
  look: 'solid' | 'hatched' | 'dashed';
}

/**
 * Recharts' theme in the portal's tokens: its texts (set as inline style, where no class can reach them), axes,
 * grid and the two series (solid primary, hatched text colour) follow the municipality's colours and the contrast
 * themes. CSS custom properties, not colours: the theme changes without the chart being drawn again. The hatch is
 * the figure's own pattern (`hatchId`): each chart defines one, and ids are unique on a page.
 */
export function tokenTheme(hatchId: string): RechartsTheme {
  return {
    graphicalItems: [
      { fill: 'var(--pl-color-primary)', stroke: 'var(--pl-color-text)', fillOpacity: 1 },
      { fill: `url(#${hatchId})`, stroke: 'var(--pl-color-text)', fillOpacity: 1 },
    ],
    pageBackground: 'var(--pl-color-background)',
    typography: { color: 'var(--pl-color-text)' },
    axis: { stroke: 'var(--pl-color-text)' },
    grid: { stroke: 'var(--pl-color-border)', fill: 'none' },
  };
}

/** The id of the hatch pattern of the figure a chart is drawn in (ChartDefs defines it). */
const HatchId = createContext('pl-hatch');

function downloadCsv(name: string, table: FigureTable) {
  const blob = new Blob([chartCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ChartFigure(props: {
  name: string;
  title: string;
  series: Series[];
  table: FigureTable;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  // React's ids hold characters (':', '«') a CSS url() or selector would have to escape.
  const hatchId = `pl-hatch-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const theme = useMemo(() => tokenTheme(hatchId), [hatchId]);
  const empty = props.table.rows.length === 0;
  const show = props.table.show ?? ((value: CsvValue) => (value === null || value === undefined ? '' : String(value)));
  return (
    <section
      className="pl-report"
      aria-labelledby={`${id}-title`}
      // reports.css fills the hatched bars and legend swatches with this figure's own pattern.
      style={{ '--pl-hatch': `url(#${hatchId})` } as CSSProperties}
    >
      <h2 id={`${id}-title`} className="utrecht-heading-2">
        {props.title}
      </h2>
      {empty ? (
        <p className="utrecht-paragraph">{t('staff.reports.no_data')}</p>
      ) : (
        <>
          <div className="pl-chart" aria-hidden="true">
            <HatchId.Provider value={hatchId}>
              <RechartsThemeProvider value={theme}>{props.children}</RechartsThemeProvider>
            </HatchId.Provider>
          </div>
          <ul className="pl-chart-legend" aria-hidden="true">
            {props.series.map((s) => (
              <li key={s.key}>
                <svg width="28" height="14" className={`pl-swatch pl-series-${s.look}`} aria-hidden="true">
                  {s.look === 'dashed' ? (
                    <line x1="0" y1="7" x2="28" y2="7" strokeWidth="3" strokeDasharray="6 4" />
                  ) : (
                    <rect x="1" y="1" width="26" height="12" />
                  )}
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
          <details className="pl-report-table">
            <summary>{t('staff.reports.table')}</summary>
            {/* Focusable and named: a table wider than 320 px scrolls, and the keyboard must reach it (WCAG 2.1.1). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keyboard users can scroll it. */}
            <section className="pl-staff-table-wrap" aria-label={props.title} tabIndex={0}>
              <table className="pl-staff-table">
                <caption>{props.title}</caption>
                <thead>
                  <tr>
                    {props.table.header.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.table.rows.map((row, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the rows are figures in a fixed order, never reordered.
                    <tr key={r}>
                      {row.map((cell, c) =>
                        c === 0 ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                          <th key={c} scope="row">
                            {show(cell, c)}
                          </th>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                          <td key={c}>{show(cell, c)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
        </>
      )}
      <p className="utrecht-paragraph">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          disabled={empty}
          onClick={() => downloadCsv(props.name, props.table)}
        >
          {t('staff.reports.csv', { title: props.title })}
        </button>
      </p>
    </section>
  );
}

/** The hatch the 'hatched' series are filled with: put once inside each chart's SVG, with its figure's own id. */
export function ChartDefs() {
  const hatchId = useContext(HatchId);
  return (
    <defs>
      <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className="pl-hatch-ground" />
        <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="3" />
      </pattern>
    </defs>
  );
}
