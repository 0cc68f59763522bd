// The API contract comparison on hand-made summaries: what a remote may send against what the API
// takes, what the API answers against what the remote reads.
import { describe, expect, test } from '@jest/globals';
import { breaks, contractBreaks } from './contract-compat.js';
import type { CallSummary, ContractSummary } from './contract-summary.js';

const expectEqual = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);
type Props = Record<string, unknown>;
const object = (properties: Props, required: string[] = [], extra: Props = {}) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
});
const text = (extra: Props = {}) => ({ type: 'string', ...extra });
const markBody = object({ obtainedMarks: { type: 'integer', minimum: 0 }, feedback: text({ maxLength: 2000 }) }, ['obtainedMarks']);
const submission = object({ _id: text(), status: { type: 'string', enum: ['pending', 'completed'] } }, ['_id', 'status']);
const call = (request: CallSummary['request'], responses: CallSummary['responses'] = { 200: submission }): CallSummary => ({
  method: 'PUT',
  path: '/api/submissions/:id/mark',
  request,
  responses,
});
const contract = (calls: Record<string, CallSummary>): ContractSummary => ({ version: 1, calls });

describe('breaks (what the sender may send that the receiver refuses)', () => {
  test('the same schema, a looser receiver and an optional field added by the receiver break nothing', () => {
    expectEqual(breaks(markBody, markBody), []);
    expectEqual(breaks(markBody, { ...markBody, properties: { ...markBody.properties, feedback: text({ maxLength: 5000 }) } }), []);
    expectEqual(breaks(markBody, object({ ...markBody.properties, rubric: text() }, ['obtainedMarks'])), []);
    expectEqual(breaks({ type: 'integer' }, { type: 'number' }), []);
  });

  test('a new required field, a removed field, a tighter bound, a narrower enum or another type break', () => {
    expectEqual(breaks(markBody, object({ ...markBody.properties, rubric: text() }, ['obtainedMarks', 'rubric'])), [
      'rubric: required, but may be missing',
    ]);
    expectEqual(breaks(markBody, object({ obtainedMarks: markBody.properties.obtainedMarks }, ['obtainedMarks'])), [
      'feedback: not accepted',
    ]);
    expectEqual(breaks(text({ maxLength: 2000 }), text({ maxLength: 500 }), 'feedback'), ['feedback: maxLength 500 (was 2000)']);
    expectEqual(breaks({ type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a'] }, 'status'), ['status: "b" not taken']);
    expectEqual(breaks({ type: 'string' }, { type: 'integer' }, 'marks'), ['marks: string where integer is expected']);
  });

  test('unions: every sent branch must fit some taken branch', () => {
    const nullableText = { anyOf: [text(), { type: 'null' }] };
    expectEqual(breaks(text(), nullableText), []);
    expectEqual(breaks(nullableText, text(), 'notes'), ['notes: null where string is expected']);
  });
});

describe("contractBreaks (a remote's calls against an API)", () => {
  const api = contract({ markSubmission: call({ body: markBody }) });

  test('the calls the API serves with the same shapes pass', () => {
    expectEqual(contractBreaks(contract({ markSubmission: call({ body: markBody }) }), api), []);
  });

  test('a call the API does not serve, or serves elsewhere, is named', () => {
    const stats: CallSummary = { method: 'GET', path: '/api/statistics', request: {}, responses: { 200: object({}) } };
    expectEqual(contractBreaks(contract({ statistics: stats }), api), [
      'it calls statistics (GET /api/statistics), which the live API does not serve',
    ]);
    const moved = contract({ markSubmission: { ...call({ body: markBody }), method: 'POST' } });
    expectEqual(contractBreaks(moved, api), [
      'it calls markSubmission as POST /api/submissions/:id/mark, but the live API serves it as PUT /api/submissions/:id/mark',
    ]);
  });

  test('a request the API would refuse and an answer missing a field the remote reads are breaks; an added answer field is not', () => {
    const remote = contract({ markSubmission: call({ body: object({ ...markBody.properties, rubric: text() }, ['obtainedMarks']) }) });
    expectEqual(contractBreaks(remote, api), ['markSubmission changed incompatibly: request body.rubric: not accepted']);
    const thinner = contract({ markSubmission: call({ body: markBody }, { 200: object({ _id: text() }, ['_id']) }) });
    expectEqual(contractBreaks(contract({ markSubmission: call({ body: markBody }) }), thinner), [
      'markSubmission changed incompatibly: answer 200.status: required, but may be missing',
    ]);
    const richer = contract({
      markSubmission: call({ body: markBody }, { 200: object({ ...submission.properties, grade: text() }, ['_id', 'status', 'grade']) }),
    });
    expectEqual(contractBreaks(contract({ markSubmission: call({ body: markBody }) }), richer), []);
  });
});
