import { MESSAGES } from '@studyhub/contracts/web';
import type { SubmissionHistory } from '@studyhub/contracts';
import { Muted } from '@studyhub/ui';
import { TEXTS } from '../grading.texts.js';
import { formatMoment } from './format-moment.js';
import { StyledChip, StyledFacts, StyledPanel, StyledRecords } from './history-styles.js';

const H = TEXTS.history;

interface Props {
  grades: SubmissionHistory['grades'];
  /** The grade that stands now; earlier ones were replaced after a reopen. */
  currentId: string | undefined;
}

/** Every mark the work was given, oldest first; each item is named "Grade n of m" for a screen reader. */
export function GradeList({ grades, currentId }: Props) {
  return (
    <StyledPanel aria-labelledby="history-grades">
      <h2 id="history-grades">{H.gradesHeading}</h2>
      {grades.length === 0 ? (
        <Muted>{H.noGrades}</Muted>
      ) : (
        <StyledRecords>
          {grades.map((grade, index) => {
            const headingId = `grade-${grade._id}`;
            const current = grade._id === currentId;
            return (
              <li key={grade._id} aria-labelledby={headingId} data-current={current} data-testid="grade-record">
                <h3 id={headingId}>
                  {H.gradeName(index + 1, grades.length)}: {H.marks(grade.obtainedMarks, grade.marks)}
                  {current && <StyledChip data-state="current">{H.current}</StyledChip>}
                </h3>
                <StyledFacts>
                  <dt>{H.markedBy}</dt>
                  <dd>{grade.markerName ?? H.anonymousMarker}</dd>
                  <dt>{H.feedback}</dt>
                  <dd>{grade.feedback.trim() || MESSAGES.submissions.noFeedback}</dd>
                  <dt>{H.markedOn}</dt>
                  <dd>{formatMoment(grade.createdAt)}</dd>
                </StyledFacts>
              </li>
            );
          })}
        </StyledRecords>
      )}
    </StyledPanel>
  );
}
