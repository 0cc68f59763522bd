import { visuallyHidden } from '../visually-hidden.js';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledFrame = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    background: none;
    border: 0;
    box-shadow: none;
    overflow: visible;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: 12px 16px;
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 700;
    white-space: nowrap;
  }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tbody th { font-weight: 600; }
  /* The row the user came to see (their work just sent): a band in the theme's accent. */
  tbody tr[data-highlighted='true'],
  tbody tr[data-highlighted='true']:hover {
    background: ${({ theme }) => theme.colors.warningBg};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
    scroll-margin: 96px 0;
  }
  [data-align='end'] { text-align: end; }
  [data-align='center'] { text-align: center; }

  /* Phones: each row becomes a card of label/value lines, so the page never scrolls sideways. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    &, tbody, tr, th, td { display: block; }
    thead { ${visuallyHidden} }
    tbody tr {
      margin-bottom: 12px;
      padding: 14px 16px;
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    tbody tr:hover { background: ${({ theme }) => theme.colors.surface}; }
    tbody th { padding: 0 0 8px; font-size: 1.05rem; }
    tbody td,
    tbody td[data-align] {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: 12px;
      align-items: center;
      justify-items: start;
      padding: 6px 0;
      text-align: start;
    }
    /* The column name beside each value; "/ ''" keeps it out of what screen readers announce,
       since the cell is still tied to its column header. */
    tbody td::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.85rem;
      font-weight: 600;
    }
    tbody td[data-label=''] { display: block; padding-top: 10px; }
    tbody td[data-label='']::before { content: none; }
  }
`;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Keep the column name off the phone card (e.g. an action whose button says what it does). */
  hideLabelOnPhone?: boolean;
}

interface Props<Row> {
  /** Id of the visible heading that names the table. */
  labelledBy: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The key of a row to bring into view and highlight once it is shown. */
  highlightKey?: string;
}

/**
 * A real table (column headers, the first cell of each row its row header) that stacks into cards
 * on phones. The explicit roles keep the table semantics some browsers drop once CSS changes the
 * display of table elements.
 */
export function DataTable<Row>({ labelledBy, columns, rows, rowKey, highlightKey }: Props<Row>) {
  const [first, ...rest] = columns;
  const highlighted = useRef<HTMLTableRowElement>(null);
  const shownRow = rows.some((row) => rowKey(row) === highlightKey);
  useEffect(() => {
    // Once, when the row first shows: later refetches must not pull the page back to it.
    if (shownRow) highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [shownRow]);
  return (
    <StyledFrame>
      <StyledTable role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              {...(rowKey(row) === highlightKey ? { ref: highlighted, 'data-highlighted': 'true', 'aria-current': 'true' as const } : {})}
            >
              <th role="rowheader" scope="row" data-align={first.align}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} role="cell" data-label={column.hideLabelOnPhone ? '' : column.header} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledFrame>
  );
}
