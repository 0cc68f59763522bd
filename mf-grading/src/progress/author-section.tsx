import type { Progress } from '@studyhub/contracts';
import { useId } from 'react';
import { ChartFigure } from './chart-figure.js';
import { FigureTiles } from './figure-tiles.js';
import { bucketLabel, durationLabel } from './format.js';
import { DistributionChart } from './lazy-charts.js';
import { PROGRESS_TEXTS } from './progress.texts.js';
import { Empty, Section } from './section.js';
import { TopTable } from './top-table.js';

const T = PROGRESS_TEXTS.author;

/** The caller as an author: who took their assignments, what waits, how it was marked and how fast. */
export function AuthorSection({ figures }: { figures: Progress['author'] }) {
  const headingId = useId();
  const topId = useId();
  const buckets = figures.distribution.map((b) => ({ label: bucketLabel(b.from), count: b.count }));
  const graded = buckets.reduce((sum, b) => sum + b.count, 0);
  const busiest = buckets.reduce((best, b) => (b.count > best.count ? b : best), buckets[0]);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      {figures.assignments === 0 ? (
        <Empty>{T.none}</Empty>
      ) : (
        <>
          <FigureTiles
            label={T.heading}
            tiles={[
              { label: T.assignments, value: String(figures.assignments) },
              { label: T.received, value: String(figures.received) },
              { label: T.pending, value: String(figures.pending) },
              {
                label: T.medianGrade,
                value: figures.medianGradeHours === null ? PROGRESS_TEXTS.noFigure : durationLabel(figures.medianGradeHours),
                hint: T.medianGradeHint,
              },
            ]}
          />
          {figures.received === 0 ? (
            <Empty>{T.noneTaken}</Empty>
          ) : (
            <>
              <h3 id={topId}>{T.topHeading}</h3>
              <TopTable labelledBy={topId} rows={figures.top} />
              {graded === 0 ? (
                <Empty>{T.noMarks}</Empty>
              ) : (
                <ChartFigure
                  title={T.chartTitle}
                  summary={T.chartSummary(graded, busiest.label, busiest.count)}
                  chart={<DistributionChart points={buckets} />}
                  table={{ columns: [T.range, T.count], rows: buckets.map((b) => [b.label, String(b.count)]) }}
                />
              )}
            </>
          )}
        </>
      )}
    </Section>
  );
}
