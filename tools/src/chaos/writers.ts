// Concurrent writers for the kill -9 phase: each creates assignments, submits to the others'
// and marks the others' submissions, and remembers exactly which writes were acknowledged (2xx).
// A write whose connection was cut is retried with the same body until it gets an answer, the
// way a careful client would; only answered writes count as acknowledged.
import type { Difficulty } from '@studyhub/contracts';
import { apiContract } from '../lib/api-contract.js';
import type { EmulatorUser } from './emulator.js';
import { answered, call, sleep, type Answered } from './net.js';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

const DAY = 86_400_000;

/** An acknowledged submission; `obtainedMarks` once its mark was acknowledged too. */
export interface LedgerSubmission {
  id: string;
  writer: number;
  assignmentId: string;
  link: string;
  marks: number;
  obtainedMarks?: number;
}

export class WriteLedger {
  readonly assignments: Map<string, { title: string; marks: number; writer: number }>;
  readonly submissions: Map<string, LedgerSubmission>;
  readonly markable: LedgerSubmission[];
  readonly donePairs: Set<string>;
  readonly statuses: Record<string, number>;
  readonly acknowledged: { create: number; submit: number; mark: number };

  constructor() {
    this.assignments = new Map(); // id -> { title, marks, writer }
    this.submissions = new Map(); // id -> { writer, assignmentId, link, marks, obtainedMarks? }
    this.markable = []; // acknowledged pending submissions, not yet claimed by a marker
    this.donePairs = new Set(); // `${writer}:${assignmentId}` submitted and acknowledged
    this.statuses = {}; // HTTP status (0: connection failed) -> count
    this.acknowledged = { create: 0, submit: 0, mark: 0 };
  }

  count(status: number): void {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  get totalAcknowledged(): number {
    return this.acknowledged.create + this.acknowledged.submit + this.acknowledged.mark;
  }
}

/** A writer: a signed-in user and its position among the writers. */
interface Writer extends EmulatorUser {
  index: number;
}

/** The assignment's fields a create sends (the API's create body). */
interface AssignmentBody {
  title: string;
  description: string;
  marks: number;
  thumbnailUrl: string;
  difficulty: Difficulty;
  dueDate: string;
}

type Write =
  | { kind: 'create'; body: AssignmentBody }
  | { kind: 'submit'; assignmentId: string; link: string }
  | { kind: 'mark'; submission: LedgerSubmission; obtainedMarks: number };

/** What the API answers to an acknowledged write: the assignment or the submission (the fields read). */
interface WriteAnswer {
  _id: string;
  title: string;
  marks: number;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

function nextWrite(ledger: WriteLedger, writer: Writer, serial: number): Write {
  const roll = Math.random();
  if (roll >= 0.35 && roll < 0.8) {
    const open = [...ledger.assignments].filter(([id, a]) => a.writer !== writer.index && !ledger.donePairs.has(`${writer.index}:${id}`));
    if (open.length) {
      const [assignmentId] = pick(open);
      return { kind: 'submit', assignmentId, link: `https://docs.google.com/document/d/chaos-${writer.index}-${serial}/edit` };
    }
  } else if (roll >= 0.8) {
    const at = ledger.markable.findIndex((s) => s.writer !== writer.index);
    if (at >= 0) {
      const [submission] = ledger.markable.splice(at, 1);
      return { kind: 'mark', submission, obtainedMarks: Math.min(submission.marks, 3 + (serial % 7)) };
    }
  }
  const marks = 10 + (serial % 90);
  return {
    kind: 'create',
    body: {
      title: `Chaos w${writer.index} #${serial}`,
      description: 'Written while the API is being killed; it must survive the restart.',
      marks,
      thumbnailUrl: 'http://localhost:3000/thumbnails/algebra.jpg',
      difficulty: pick(['Easy', 'Medium', 'Hard']),
      dueDate: new Date(Date.now() + 7 * DAY).toISOString(),
    },
  };
}

function send(base: string, writer: Writer, write: Write) {
  if (write.kind === 'create') return call<WriteAnswer>(base, 'POST', API_PATHS.assignments, { token: writer.token, body: write.body });
  if (write.kind === 'submit') {
    return call<WriteAnswer>(base, 'POST', API_PATHS.submitAssignment(write.assignmentId), {
      token: writer.token,
      body: { googleDocsLink: write.link, notes: 'chaos' },
    });
  }
  return call<WriteAnswer>(base, 'PUT', API_PATHS.markSubmission(write.submission.id), {
    token: writer.token,
    body: { obtainedMarks: write.obtainedMarks, feedback: 'Marked during chaos.' },
  });
}

function record(ledger: WriteLedger, writer: Writer, write: Write, answer: Answered<WriteAnswer>): void {
  const { body } = answer;
  if (write.kind === 'create' && answer.status === 201) {
    ledger.assignments.set(body._id, { title: body.title, marks: body.marks, writer: writer.index });
    ledger.acknowledged.create += 1;
  } else if (write.kind === 'submit' && (answer.status === 201 || answer.status === 200)) {
    // 200: an earlier attempt whose answer was lost did commit; this one updated it.
    const submission = { id: body._id, writer: writer.index, assignmentId: write.assignmentId, link: write.link, marks: body.marks };
    ledger.submissions.set(body._id, submission);
    ledger.donePairs.add(`${writer.index}:${write.assignmentId}`);
    ledger.markable.push(submission);
    ledger.acknowledged.submit += 1;
  } else if (write.kind === 'mark' && answer.status === 200) {
    // The submission being marked was acknowledged, so the ledger has it.
    (ledger.submissions.get(write.submission.id) as LedgerSubmission).obtainedMarks = write.obtainedMarks;
    ledger.acknowledged.mark += 1;
  }
  // 409 on a retried mark: the attempt whose answer was lost did commit. Not acknowledged, so
  // not counted; the final check still sees the row completed.
}

/** Runs `writers` until `stop()`; resolves when every writer has had its last answer. */
export function startWriters(baseUrl: string, users: EmulatorUser[], ledger: WriteLedger): { stop(): Promise<void> } {
  let stopping = false;
  let serial = 0;
  const loops = users.map(async (user, index) => {
    const writer: Writer = { ...user, index };
    let retry: Write | null = null;
    while (!stopping) {
      const write: Write = retry ?? nextWrite(ledger, writer, (serial += 1));
      const answer = await send(baseUrl, writer, write);
      ledger.count(answer.status);
      if (!answered(answer)) {
        retry = write;
        await sleep(50);
        continue;
      }
      retry = null;
      record(ledger, writer, write, answer);
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
