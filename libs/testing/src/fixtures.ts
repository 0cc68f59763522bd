import type { Assignment, Notification, Submission } from '@studyhub/contracts';

/** Schema-valid fixtures; override what a test is about. */
export function anAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: '5b0c5f39-8f7e-4a8e-9a3e-0f6d1c2b3a4d',
    title: 'Linear equations',
    description: 'Solve the ten equations and explain each step.',
    marks: 20,
    thumbnailUrl: 'http://localhost:3000/thumbnails/algebra.jpg',
    difficulty: 'Easy',
    dueDate: '2026-12-01T00:00:00.000Z',
    userEmail: 'ada@studyhub.test',
    userName: 'Ada Lovelace',
    anonymous: false,
    groupId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    assignmentId: '5b0c5f39-8f7e-4a8e-9a3e-0f6d1c2b3a4d',
    title: 'Linear equations',
    status: 'pending',
    marks: 20,
    obtainedMarks: null,
    feedback: '',
    userEmail: 'alan@studyhub.test',
    userName: 'Alan Turing',
    googleDocsLink: 'https://docs.google.com/document/d/demo',
    notes: '',
    late: false,
    anonymous: false,
    regradeStatus: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    markedAt: null,
    ...overrides,
  };
}

/** A notification of the `graded` kind on aSubmission's work; override the kind and its fields. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '1',
    kind: 'graded',
    submissionId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    assignmentId: '5b0c5f39-8f7e-4a8e-9a3e-0f6d1c2b3a4d',
    title: 'Linear equations',
    actorName: null,
    obtainedMarks: 17,
    marks: 20,
    decision: null,
    read: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
