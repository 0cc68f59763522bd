CREATE TYPE "public"."group_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TABLE "group_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by_uid" text NOT NULL,
	"created_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"role" "group_role" DEFAULT 'member' NOT NULL,
	"invite_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_uid_pk" PRIMARY KEY("group_id","uid")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "group_invites" ADD CONSTRAINT "group_invites_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invite_id_group_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."group_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invites_token_idx" ON "group_invites" USING btree ("token");--> statement-breakpoint
CREATE INDEX "group_invites_group_idx" ON "group_invites" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_members_uid_idx" ON "group_members" USING btree ("uid","joined_at");--> statement-breakpoint
CREATE INDEX "group_members_order_idx" ON "group_members" USING btree ("group_id","role","joined_at","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_owner_idx" ON "group_members" USING btree ("group_id") WHERE "group_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "group_members_invite_idx" ON "group_members" USING btree ("invite_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_group_idx" ON "assignments" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_group_pending_idx" ON "submissions" USING btree ("group_id","created_at","id") WHERE "submissions"."status" = 'pending';