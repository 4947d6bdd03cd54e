import type { ReactNode } from 'react';
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
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="data-table-wrap" role="region" aria-label={`${caption} table`} tabIndex={0}>
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
