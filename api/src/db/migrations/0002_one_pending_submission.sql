-- One pending submission per user per assignment (submissions_one_pending_idx, see schema.ts).
-- Duplicates already stored are collapsed first, the way a resubmit behaves from now on: the
-- OLDEST pending row of each (assignment, submitter) stays (its id and its place in the queue)
-- and takes the NEWEST row's link and notes; the newer rows are deleted. Rows whose assignment was
-- deleted (assignment_id NULL) never conflict and are left alone. The lock makes writers of an
-- older replica wait, so no duplicate slips in between the clean-up and the index.
LOCK TABLE "submissions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
WITH "ranked" AS (
	SELECT "id", "google_docs_link", "notes",
		first_value("id") OVER (PARTITION BY "assignment_id", "submitter_uid" ORDER BY "created_at", "id") AS "keep_id",
		row_number() OVER (PARTITION BY "assignment_id", "submitter_uid" ORDER BY "created_at" DESC, "id" DESC) AS "newness"
	FROM "submissions"
	WHERE "status" = 'pending' AND "assignment_id" IS NOT NULL
)
UPDATE "submissions" SET "google_docs_link" = "ranked"."google_docs_link", "notes" = "ranked"."notes"
FROM "ranked"
WHERE "ranked"."newness" = 1 AND "ranked"."id" <> "ranked"."keep_id" AND "submissions"."id" = "ranked"."keep_id";--> statement-breakpoint
DELETE FROM "submissions" WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY "assignment_id", "submitter_uid" ORDER BY "created_at", "id") AS "age"
		FROM "submissions"
		WHERE "status" = 'pending' AND "assignment_id" IS NOT NULL
	) AS "pending"
	WHERE "age" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_pending_idx" ON "submissions" USING btree ("assignment_id","submitter_uid") WHERE "submissions"."status" = 'pending';
