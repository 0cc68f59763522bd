import { Spinner } from '@studyhub/ui';
import { Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PROGRESS_TEXTS as T } from './progress.texts.js';

export const CHART_HEIGHT = 240;

const StyledFigure = styled.figure`
  margin: 0 0 24px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  figcaption { font-weight: 700; margin-bottom: 4px; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0 0 8px; font-size: 0.9rem; }
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; margin-top: 8px; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; }
  th, td { padding: 6px 8px; text-align: start; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; border-top: 0; }
  td[data-align='end'], th[data-align='end'] { text-align: end; }
`;

/** Keeps the chart's place while its chunk loads, so nothing below it jumps. */
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: ${CHART_HEIGHT}px;
`;

export interface FigureTable {
  columns: string[];
  /** Each row's cells, the first one naming the row. */
  rows: string[][];
}

interface Props {
  title: string;
  /** What the chart shows, in one sentence. */
  summary: string;
  chart: ReactNode;
  table: FigureTable;
}

/**
 * A chart with its words: the title, a sentence saying what it shows, and the same figures as a
 * table under "Show the figures as a table". The drawing itself is hidden from screen readers,
 * which read the sentence and the table instead.
 */
export function ChartFigure({ title, summary, chart, table }: Props) {
  const captionId = useId();
  return (
    <StyledFigure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <p>{summary}</p>
      <div aria-hidden="true">
        <Suspense
          fallback={
            <Placeholder>
              <Spinner />
            </Placeholder>
          }
        >
          {chart}
        </Suspense>
      </div>
      <details>
        <summary>{T.showTable}</summary>
        <table aria-label={title}>
          <thead>
            <tr>
              {table.columns.map((column, i) => (
                <th key={column} scope="col" data-align={i ? 'end' : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={table.columns[i + 1]} data-align="end">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </StyledFigure>
  );
}
