import type { ReactNode } from 'react';
import './ui.css';

/**
 * A data table with a header row. On phones each row becomes a card of label | value lines
 * (every cell carries its column's name, see `Td`).
 */
export function Table({ head, children, label }: { head: string[]; children: ReactNode; label: string }) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * One cell of a `Table`. `label` names its column on phones; the content sits in one wrapper so
 * the phone layout keeps it together. `actions` lines up buttons at the end of the row.
 */
export function Td({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={className}>
      {children === false || children === null || children === undefined ? null : (
        <div className="ui-table-cell">{children}</div>
      )}
    </td>
  );
}
