// The scaffolding the wide tables share: a box the table scrolls sideways in (so a phone never scrolls the
// whole page), the header row from a list of columns, and the sentence said instead when there are no
// rows. Each feature keeps its own look: the classes come from its CSS module.
import type { ReactNode } from 'react';

/** Class names from a CSS module (typed as possibly undefined there). */
export interface DataTableClasses {
  /** The scroll box; its overflow is what keeps a wide table inside it. */
  scroll: string | undefined;
  table: string | undefined;
  empty?: string | undefined;
}

export interface DataTableProps<Row> {
  columns: readonly string[];
  rows: readonly Row[];
  /** One keyed <tr> a row. */
  renderRow: (row: Row) => ReactNode;
  classes: DataTableClasses;
  /** The table's own accessible name. */
  label?: string;
  /** Names the scroll box as a region and makes it focusable, so keyboard users can scroll it. */
  regionLabel?: string;
  /** Said instead of the table when there are no rows; without it nothing is shown. */
  empty?: string;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, renderRow, classes, label, regionLabel, empty } = props;
  if (rows.length === 0) return empty ? <p className={classes.empty}>{empty}</p> : null;
  const region = regionLabel ? ({ tabIndex: 0, role: 'region', 'aria-label': regionLabel } as const) : {};
  return (
    <div className={classes.scroll} {...region}>
      <table className={classes.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => renderRow(row))}</tbody>
      </table>
    </div>
  );
}
