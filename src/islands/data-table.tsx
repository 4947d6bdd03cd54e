import type { ReactNode } from 'react';
import { fill } from '../../functions/contract/i18n/fill.ts';
import '../styles/data-table.css';

/**
 * An island's data table (src/styles/data-table.css, decision 0055): a table from 576 px, label/value
 * cards below. The caption names the table (its scrolling box is "<caption> table", apart from the
 * panel around it, which may have the same title); each <td> of `children` carries
 * data-label, its column's heading from `columns`; the cell of a row's buttons has
 * className="data-table__actions" and no label.
 */
export function DataTable({
  caption,
  columns,
  children,
  texts = {},
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  /** The island's texts: 'list.tableRegion' names the box in the page's language (English when left out). */
  texts?: Partial<Record<'list.tableRegion', string>>;
}) {
  const region = texts['list.tableRegion']
    ? fill(texts['list.tableRegion'], { caption })
    : `${caption} table`;
  return (
    <div className="data-table-wrap" role="region" aria-label={region} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
