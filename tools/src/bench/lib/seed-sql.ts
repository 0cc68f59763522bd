// Generated rows for the API benchmarks, written by PostgreSQL itself (generate_series), so 100k
// assignments and 200k submissions take seconds. Titles and descriptions come from a small
// vocabulary; one row in ~1000 mentions the rare word "zygote".

const ASSIGNMENTS_SQL = (rows: number): string => `
  INSERT INTO assignments (title, description, marks, thumbnail_url, difficulty, due_date, owner_uid, user_email, user_name, created_at)
  SELECT
    (ARRAY['Essay on','Lab report:','Problem set','Reading notes','Project plan'])[1 + i % 5] || ' ' ||
      (ARRAY['algebra','photosynthesis','the French revolution','sorting','markets','poetry','rivers'])[1 + i % 7] || ' #' || i,
    'Write a clear answer with sources. ' ||
      CASE WHEN i % 997 = 0 THEN 'Explain how a zygote forms. ' ELSE 'Show every step of your work. ' END ||
      (ARRAY['Group essay welcome.','Bring lab data.','Two pages at most.'])[1 + i % 3],
    10 + (i * 7) % 91,
    'https://example.com/thumb.png',
    (ARRAY['Easy','Medium','Hard']::difficulty[])[1 + (i * 13) % 3],
    now() + interval '30 days',
    'owner-' || (i % 50), 'owner' || (i % 50) || '@example.com', 'Owner ' || (i % 50),
    now() - (i || ' seconds')::interval
  FROM generate_series(1, ${rows}) AS i`;

const SEARCH_INDEXES = ['assignments_title_trgm_idx', 'assignments_description_trgm_idx'];

/**
 * The statements that write `rows` generated assignments, in order. The search indexes keep no
 * pending list (api/src/db/schema.ts), which makes each insert update them in place: 23 s for
 * 100k rows instead of 4.6 s. A bulk load is the one write that wants the pending list, so it is
 * switched on for the load, flushed into the index, and switched off again, as a restore would.
 */
export const SEED_ASSIGNMENTS = (rows: number): string[] => [
  ...SEARCH_INDEXES.map((index) => `ALTER INDEX ${index} SET (fastupdate = on)`),
  ASSIGNMENTS_SQL(rows),
  ...SEARCH_INDEXES.map((index) => `SELECT gin_clean_pending_list('${index}')`),
  ...SEARCH_INDEXES.map((index) => `ALTER INDEX ${index} SET (fastupdate = off)`),
];

/**
 * Two submissions per assignment from different generated users (`sub-<n>`, never an emulator
 * user, so a benchmark user may mark any of them); every other one already marked.
 */
export const SUBMISSIONS_SQL = (rows: number): string => `
  WITH numbered AS (SELECT id, title, marks, row_number() OVER (ORDER BY created_at) AS n FROM assignments),
       total AS (SELECT count(*) AS c FROM assignments)
  INSERT INTO submissions (assignment_id, title, marks, status, obtained_marks, submitter_uid, user_email, user_name, google_docs_link, created_at)
  SELECT a.id, a.title, a.marks,
    CASE WHEN i % 2 = 0 THEN 'completed'::submission_status ELSE 'pending'::submission_status END,
    CASE WHEN i % 2 = 0 THEN a.marks / 2 END,
    'sub-' || (i / (SELECT c FROM total)), 'sub' || (i / (SELECT c FROM total)) || '@example.com', 'Submitter ' || (i / (SELECT c FROM total)),
    'https://docs.google.com/document/d/bench-' || i || '/edit',
    now() - (i || ' seconds')::interval
  FROM generate_series(1, ${rows}) AS i
  JOIN numbered a ON a.n = 1 + i % (SELECT c FROM total)`;
