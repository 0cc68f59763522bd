ALTER TYPE "public"."submission_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_due_date_idx" ON "assignments" USING btree ("due_date","created_at","id");--> statement-breakpoint
-- Work stored before this migration: its last change is its submit, and it was late when it came
-- after the due day had ended everywhere on Earth (UTC-12: the due day's UTC midnight + 36 h).
UPDATE "submissions" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "submissions" SET "late" = "submissions"."created_at" > date_trunc('day', "assignments"."due_date", 'UTC') + interval '36 hours'
FROM "assignments" WHERE "assignments"."id" = "submissions"."assignment_id";
