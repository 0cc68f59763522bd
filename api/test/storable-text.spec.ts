// One rule for every free text (isStorableText in libs/contracts): each kind of refused character,
// sent in each form's text fields over real HTTP, answers 400 VALIDATION_FAILED with the
// unsafe-text message and leaves every table as it was.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, assignmentSchema } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call, type Answer } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const V = MESSAGES.validation;

/** One character of each refused kind (docs/security.md, "Storable text"). */
const REFUSED: Record<string, string> = {
  'C0 control (ESC)': '\u001B',
  'C1 control (CSI)': '\u009B',
  'lone carriage return': '\r',
  'lone surrogate': '\uD800',
  'bidi override (RLO)': '\u202E',
  'bidi isolate (RLI)': '\u2067',
  'zero-width space': '\u200B',
  'zero-width joiner between letters': '\u200D',
  BOM: '\uFEFF',
  'tag character': '\u{E0041}',
  'noncharacter U+FDD0': '\uFDD0',
  'noncharacter U+1FFFF': '\u{1FFFF}',
};

let api: TestApi;
let owner: TestUser;
let student: TestUser;
let assignmentId: string;
let submissionId: string;

beforeAll(async () => {
  [api, owner, student] = await Promise.all([startTestApi(), signUp('Tess Owner'), signUp('Tom Student')]);
  assignmentId = await S.newAssignment(api.url, owner);
  submissionId = (await S.submitExpecting(201, api.url, student, assignmentId))._id;
});
afterAll(() => api.close());

const contactRequest = (change: Record<string, string>) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 (555) 010-9999',
  subject: 'Study groups',
  request: 'Do you have study groups for game design?',
  ...change,
});

/** Each form's free-text fields, with `bad` inside a word (at either end, trimming would remove a BOM or CR). */
const FIELDS: [string, (bad: string) => Promise<Answer>][] = [
  [
    'create: title',
    (bad) =>
      call(api.url, 'POST', API_PATHS.assignments, { token: owner.token, body: anAssignmentInput({ title: `Linear ${bad}equations` }) }),
  ],
  [
    'create: description',
    (bad) =>
      call(api.url, 'POST', API_PATHS.assignments, {
        token: owner.token,
        body: anAssignmentInput({ description: `Solve the ten equations\n${bad} and explain.` }),
      }),
  ],
  ['submit: notes', (bad) => S.submit(api.url, student, assignmentId, aSubmitInput({ notes: `See my ${bad}doc\nthanks` }))],
  ['mark: feedback', (bad) => S.mark(api.url, owner, submissionId, aMarkInput({ feedback: `Good w${bad}ork\nwell done` }))],
  [
    'contact: subject',
    (bad) => call(api.url, 'POST', API_PATHS.contactRequests, { body: contactRequest({ subject: `Study ${bad}groups` }) }),
  ],
  [
    'contact: request',
    (bad) => call(api.url, 'POST', API_PATHS.contactRequests, { body: contactRequest({ request: `Hello\nth${bad}ere` }) }),
  ],
];

const CASES = FIELDS.flatMap(([field, send]) =>
  Object.entries(REFUSED).map(([kind, bad]): [string, string, (b: string) => Promise<Answer>, string] => [field, kind, send, bad]),
);

describe('a refused character in any free text: 400, nothing stored', () => {
  test.each(CASES)('%s with a %s', async (_field, _kind, send, bad) => {
    const before = await snapshot(api.db);
    S.expectError(await send(bad), 400, 'VALIDATION_FAILED', V.unsafeText);
    expect(await snapshot(api.db)).toEqual(before);
  });
});

describe('what stays allowed, and minimums that count what a reader sees', () => {
  test('bidi marks and emoji sequences are stored as sent', async () => {
    const title = 'פרק 3\u200F: מבוא 👩‍💻🏳️‍🌈';
    const answer = await call(api.url, 'POST', API_PATHS.assignments, { token: owner.token, body: anAssignmentInput({ title }) });
    expect(answer.status).toBe(201);
    expect(assignmentSchema.parse(answer.body).title).toBe(title);
  });

  test('a title of six combining accents, or four accented letters, is under the 5-character minimum', async () => {
    for (const title of ['\u0301'.repeat(6), 'e\u0301'.repeat(4)]) {
      const before = await snapshot(api.db);
      const answer = await call(api.url, 'POST', API_PATHS.assignments, { token: owner.token, body: anAssignmentInput({ title }) });
      S.expectError(answer, 400, 'VALIDATION_FAILED', V.title);
      expect(await snapshot(api.db)).toEqual(before);
    }
  });
});
