// Bodies that pass the contracts' schemas; a test overrides what it is about.
import type { CreateAssignmentInput, MarkSubmissionInput, SubmitAssignmentInput } from '@studyhub/contracts';

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function anAssignmentInput(overrides: Partial<CreateAssignmentInput> = {}): CreateAssignmentInput {
  return {
    title: 'Linear equations practice',
    description: 'Solve the ten equations and explain each step in writing.',
    marks: 20,
    thumbnailUrl: 'http://localhost:3000/thumbnails/algebra.jpg',
    difficulty: 'Medium',
    dueDate: daysFromNow(7),
    ...overrides,
  };
}

export function aSubmitInput(overrides: Partial<SubmitAssignmentInput> = {}): SubmitAssignmentInput {
  return { googleDocsLink: 'https://docs.google.com/document/d/abc123/edit', notes: 'Please be kind.', ...overrides };
}

export function aMarkInput(overrides: Partial<MarkSubmissionInput> = {}): MarkSubmissionInput {
  return { obtainedMarks: 15, feedback: 'Good work.', ...overrides };
}
