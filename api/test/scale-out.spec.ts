// Several API processes serve one PostgreSQL: the API keeps no state of its own (the caller comes
// from each request's token, a rule a race could break is one SQL statement, rate-limit budgets
// live in Redis when REDIS_URL is set). Two real processes (node main.js) on the run's database
// prove it. PGlite is one process by design (its directory is locked), so there this file is skipped.
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, assignmentSchema, submissionSchema, type Assignment } from '@studyhub/contracts';
import pg from 'pg';
import { signUp, signUpMany } from './support/accounts.js';
import { call } from './support/http.js';
import { aMarkInput, anAssignmentInput } from './support/inputs.js';
import { NodeProcess, freePort, killAll } from './support/processes.js';
import { EventStreamClient, isType } from './support/event-stream.js';
import { listAll, mark, newAssignment, submitExpecting } from './support/submissions.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Does a Redis answer PING at REDIS_URL? */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

interface Replica {
  url: string;
  process: NodeProcess;
}
let replicas: Replica[] = [];
/** The replica for the i-th request: the two take turns. */
const replica = (i: number) => replicas[i % replicas.length].url;

const suite = onPostgres ? describe : describe.skip;
const title = onPostgres
  ? 'two API processes on one PostgreSQL'
  : 'two API processes on one database: SKIPPED on PGlite (one process by design); runs in the PostgreSQL run of the suite';

suite(title, () => {
  beforeAll(async () => {
    const redis = await redisAnswers();
    if (!redis) console.warn(`No Redis answers at ${REDIS_URL}: the two API processes run without it (rate limits per process).`);
    const ports = [await freePort(), await freePort()];
    // Started together, as replicas are: migrations at start-up must not collide either.
    replicas = await Promise.all(
      ports.map(async (port) => {
        const api = new NodeProcess('main', {
          DATABASE_URL: process.env.DATABASE_URL!,
          API_PORT: String(port),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '100000',
          ...(redis ? { REDIS_URL } : {}),
        });
        await api.ready(port, 60_000);
        return { url: `http://127.0.0.1:${port}`, process: api };
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.process.stop()));
    killAll();
  });

  test('twenty markers split across both: exactly one 200, nineteen 409, one completed row', async () => {
    const [owner, student, markers] = await Promise.all([
      signUp('Replica Owner'),
      signUp('Replica Student'),
      signUpMany(20, 'Replica marker'),
    ]);
    const assignmentId = await newAssignment(replica(0), owner);
    const submission = await submitExpecting(201, replica(1), student, assignmentId);

    const answers = await Promise.all(
      markers.map((marker, i) =>
        mark(replica(i), marker, submission._id, aMarkInput({ obtainedMarks: i + 1, feedback: `Marker ${i + 1}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = submissionSchema.parse(answers.find((answer) => answer.status === 200)!.body);

    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT status, obtained_marks, feedback FROM submissions WHERE id = $1', [submission._id]);
      expect(rows).toEqual([{ status: 'completed', obtained_marks: winner.obtainedMarks, feedback: winner.feedback }]);
    } finally {
      await client.end();
    }
    // Either process reads the winner's marks.
    for (const url of replicas.map((r) => r.url)) {
      const mine = (await listAll(url, student, API_PATHS.submissions)).filter((s) => s._id === submission._id);
      expect(mine).toEqual([expect.objectContaining({ status: 'completed', obtainedMarks: winner.obtainedMarks })]);
    }
  });

  test('a stream of writes through both in turn: every acknowledged write is found once, through either', async () => {
    const owner = await signUp('Replica Writer');
    const run = randomUUID().slice(0, 8);
    const acknowledged: string[] = [];
    // Four in flight at a time, alternating between the processes, forty in all.
    for (let i = 0; i < 40; i += 4) {
      const answers = await Promise.all(
        [0, 1, 2, 3].map((j) =>
          call(replica(i + j), 'POST', API_PATHS.assignments, {
            token: owner.token,
            body: anAssignmentInput({ title: `Replica write ${run} ${i + j}` }),
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        acknowledged.push(assignmentSchema.parse(answer.body)._id);
      }
    }
    for (const url of replicas.map((r) => r.url)) {
      const found = await call<Assignment[]>(url, 'GET', `${API_PATHS.assignments}?search=${run}&limit=100`);
      expect(found.status).toBe(200);
      const ids = found.body.map((item) => assignmentSchema.parse(item)._id);
      expect(ids.sort()).toEqual([...acknowledged].sort());
    }
  });

  test('an event raised on one process reaches the streams on both, each exactly once', async () => {
    const [owner, student, marker] = await Promise.all([signUp('Replica Author'), signUp('Replica Learner'), signUp('Replica Grader')]);
    const assignmentId = await newAssignment(replica(0), owner);
    const submission = await submitExpecting(201, replica(0), student, assignmentId);
    const streams = await Promise.all(replicas.map((r) => EventStreamClient.open(r.url, student.token)));
    try {
      await Promise.all(streams.map((stream) => stream.next(isType('unread'))));
      // Marked through the second process; the first holds a stream too.
      expect((await mark(replica(1), marker, submission._id)).status).toBe(200);
      for (const stream of streams) {
        const { event } = await stream.next(isType('notification'));
        expect(event.notification).toMatchObject({ kind: 'graded', submissionId: submission._id });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streams.map((stream) => stream.events.filter((e) => e.event.type === 'notification').length)).toEqual([1, 1]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
