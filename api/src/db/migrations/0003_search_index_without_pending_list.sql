-- The trigram search indexes stop keeping a pending list (schema.ts explains why). Altered rather
-- than rebuilt, so a large table keeps serving searches during the migration; entries already
-- pending move into the index proper.
ALTER INDEX "assignments_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "assignments_description_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('assignments_title_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('assignments_description_trgm_idx');
