import type { Progress } from '@studyhub/contracts';
import { useId } from 'react';
import { ChartFigure } from './chart-figure.js';
import { FigureTiles } from './figure-tiles.js';
import { durationLabel, monthLabel, percentLabel } from './format.js';
import { MonthChart } from './lazy-charts.js';
import { PROGRESS_TEXTS } from './progress.texts.js';
import { Empty, Section } from './section.js';

const T = PROGRESS_TEXTS.student;
const NONE = PROGRESS_TEXTS.noFigure;

/** The caller as a student: what they sent, what waits, how it was graded and how long it took. */
export function StudentSection({ figures }: { figures: Progress['student'] }) {
  const headingId = useId();
  const months = figures.byMonth.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const [first, last] = [months[0], months[months.length - 1]];
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      {figures.submitted === 0 ? (
        <Empty>{T.none}</Empty>
      ) : (
        <>
          <FigureTiles
            label={T.heading}
            tiles={[
              { label: T.submitted, value: String(figures.submitted) },
              { label: T.pending, value: String(figures.pending) },
              { label: T.graded, value: String(figures.graded) },
              { label: T.average, value: figures.averagePercent === null ? NONE : percentLabel(figures.averagePercent) },
              {
                label: T.medianWait,
                value: figures.medianWaitHours === null ? NONE : durationLabel(figures.medianWaitHours),
                hint: T.medianWaitHint,
              },
            ]}
          />
          {figures.withdrawn > 0 && <Empty>{T.withdrawn(figures.withdrawn)}</Empty>}
          {months.length === 0 ? (
            <Empty>{T.noGrades}</Empty>
          ) : (
            <ChartFigure
              title={T.chartTitle}
              summary={T.chartSummary(first.label, percentLabel(first.averagePercent), last.label, percentLabel(last.averagePercent))}
              chart={<MonthChart points={months} />}
              table={{
                columns: [T.month, T.gradedColumn, T.averageColumn],
                rows: months.map((m) => [m.label, String(m.graded), percentLabel(m.averagePercent)]),
              }}
            />
          )}
        </>
      )}
    </Section>
  );
}
