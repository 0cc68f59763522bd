CREATE TYPE "public"."regrade_status" AS ENUM('open', 'kept', 'reopened');--> statement-breakpoint
CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"marker_uid" text NOT NULL,
	"marker_name" text NOT NULL,
	"obtained_marks" integer NOT NULL,
	"marks" integer NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regrade_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" "regrade_status" DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "regrade_status" "regrade_status";--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_requests" ADD CONSTRAINT "regrade_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_requests" ADD CONSTRAINT "regrade_requests_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grades_submission_idx" ON "grades" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "grades_marker_idx" ON "grades" USING btree ("submission_id","marker_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "regrade_requests_grade_idx" ON "regrade_requests" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "regrade_requests_submission_idx" ON "regrade_requests" USING btree ("submission_id","created_at");--> statement-breakpoint
-- Grades given before the history existed become its first entries; their markers' names were never
-- stored, so they are left blank (the answers show no name for them).
INSERT INTO "grades" ("submission_id", "marker_uid", "marker_name", "obtained_marks", "marks", "feedback", "created_at")
SELECT "id", coalesce("marked_by", ''), '', "obtained_marks", "marks", "feedback", coalesce("marked_at", "created_at")
FROM "submissions" WHERE "status" = 'completed' AND "obtained_marks" IS NOT NULL;
