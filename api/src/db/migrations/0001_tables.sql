CREATE TYPE "public"."difficulty" AS ENUM('Easy', 'Medium', 'Hard');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'completed');--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"marks" integer NOT NULL,
	"thumbnail_url" text NOT NULL,
	"difficulty" "difficulty" DEFAULT 'Easy' NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"owner_uid" text NOT NULL,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid,
	"title" text NOT NULL,
	"marks" integer NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"obtained_marks" integer,
	"feedback" text DEFAULT '' NOT NULL,
	"submitter_uid" text NOT NULL,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"google_docs_link" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_created_idx" ON "assignments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_difficulty_idx" ON "assignments" USING btree ("difficulty","created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_marks_idx" ON "assignments" USING btree ("marks","created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_title_lower_idx" ON "assignments" USING btree (lower("title"),"created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_owner_idx" ON "assignments" USING btree ("owner_uid");--> statement-breakpoint
CREATE INDEX "assignments_title_trgm_idx" ON "assignments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assignments_description_trgm_idx" ON "assignments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_submitter_idx" ON "submissions" USING btree ("submitter_uid","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_assignment_idx" ON "submissions" USING btree ("assignment_id");