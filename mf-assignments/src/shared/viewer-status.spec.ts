import { describe, expect, test } from '@jest/globals';
import type { AssignmentViewer, ViewerSubmission } from '@studyhub/contracts';
import { anAssignment } from '@studyhub/testing';
import { viewerStatus } from './viewer-status.js';

const due = '2026-12-01T00:00:00.000Z';
const beforeDue = new Date('2026-12-01T20:00:00.000Z');
// The due day is over everywhere on Earth 36 h after its UTC start.
const afterDeadline = new Date('2026-12-02T12:00:01.000Z');

const work = (overrides: Partial<ViewerSubmission> = {}): ViewerSubmission => ({
  _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  status: 'pending',
  marks: 20,
  obtainedMarks: null,
  late: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const as = (viewer: AssignmentViewer | undefined) => anAssignment({ dueDate: due, viewer });

describe('viewerStatus', () => {
  test('a guest gets no label and may take it (the take asks them to log in)', () => {
    expect(viewerStatus(as(undefined), beforeDue)).toMatchObject({ state: 'guest', label: '', takeLabel: 'Take Assignment' });
  });

  test('the owner gets "Your assignment" and no take button', () => {
    expect(viewerStatus(as({ isOwner: true, submission: null }), beforeDue)).toMatchObject({ label: 'Your assignment', takeLabel: null });
  });

  test('not taken, then past due once the day has ended everywhere: the button says "Submit late"', () => {
    const assignment = as({ isOwner: false, submission: null });
    expect(viewerStatus(assignment, beforeDue)).toMatchObject({ label: 'Not taken', takeLabel: 'Take Assignment' });
    expect(viewerStatus(assignment, afterDeadline)).toMatchObject({ label: 'Past due', takeLabel: 'Submit late' });
  });

  test('waiting work can be changed, says "late" when it was, and offers no second take', () => {
    expect(viewerStatus(as({ isOwner: false, submission: work() }), beforeDue)).toMatchObject({
      label: 'Submitted - waiting',
      canChange: true,
      takeLabel: null,
    });
    expect(viewerStatus(as({ isOwner: false, submission: work({ late: true }) }), afterDeadline).label).toBe('Submitted - waiting (late)');
  });

  test('graded work shows its grade out of the total', () => {
    const graded = work({ status: 'completed', obtainedMarks: 17 });
    expect(viewerStatus(as({ isOwner: false, submission: graded }), beforeDue)).toMatchObject({
      label: 'Graded 17/20',
      canChange: false,
      takeLabel: 'Take again',
    });
  });
});
