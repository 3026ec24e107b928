/** A captioned table that scrolls sideways in its own box (focusable, so a keyboard can scroll it). */
import type { ReactNode } from 'react';
import './residents.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export function StaffTable<T>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="pl-staff-table-wrap" tabIndex={0} aria-label={caption}>
      <table className="pl-staff-table">
        <caption className="pl-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
