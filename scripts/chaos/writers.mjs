// Concurrent writers for the kill -9 phase: each creates assignments, submits to the others'
// and marks the others' submissions, and remembers exactly which writes were acknowledged (2xx).
// A write whose connection was cut is retried with the same body until it gets an answer, the
// way a careful client would; only answered writes count as acknowledged.
import { apiContract } from '../lib/api-contract.mjs';
import { call, sleep } from './net.mjs';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

const DAY = 86_400_000;

export class WriteLedger {
  constructor() {
    this.assignments = new Map(); // id -> { title, marks, writer }
    this.submissions = new Map(); // id -> { writer, assignmentId, link, marks, obtainedMarks? }
    this.markable = []; // acknowledged pending submissions, not yet claimed by a marker
    this.donePairs = new Set(); // `${writer}:${assignmentId}` submitted and acknowledged
    this.statuses = {}; // HTTP status (0: connection failed) -> count
    this.acknowledged = { create: 0, submit: 0, mark: 0 };
  }

  count(status) {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  get totalAcknowledged() {
    return this.acknowledged.create + this.acknowledged.submit + this.acknowledged.mark;
  }
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

function nextWrite(ledger, writer, serial) {
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

function send(base, writer, write) {
  if (write.kind === 'create') return call(base, 'POST', API_PATHS.assignments, { token: writer.token, body: write.body });
  if (write.kind === 'submit') {
    return call(base, 'POST', API_PATHS.submitAssignment(write.assignmentId), { token: writer.token, body: { googleDocsLink: write.link, notes: 'chaos' } });
  }
  return call(base, 'PUT', API_PATHS.markSubmission(write.submission.id), {
    token: writer.token,
    body: { obtainedMarks: write.obtainedMarks, feedback: 'Marked during chaos.' },
  });
}

function record(ledger, writer, write, answer) {
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
    ledger.submissions.get(write.submission.id).obtainedMarks = write.obtainedMarks;
    ledger.acknowledged.mark += 1;
  }
  // 409 on a retried mark: the attempt whose answer was lost did commit. Not acknowledged, so
  // not counted; the final check still sees the row completed.
}

/** Runs `writers` until `stop()`; resolves when every writer has had its last answer. */
export function startWriters(baseUrl, users, ledger) {
  let stopping = false;
  let serial = 0;
  const loops = users.map(async (user, index) => {
    const writer = { ...user, index };
    let retry = null;
    while (!stopping) {
      const write = retry ?? nextWrite(ledger, writer, (serial += 1));
      const answer = await send(baseUrl, writer, write);
      ledger.count(answer.status);
      if (answer.status === 0) {
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
