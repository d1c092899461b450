CREATE INDEX "cases_reference_desc_idx" ON "cases" USING btree ("reference" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_owner_asc_idx" ON "cases" USING btree ("owner_email" asc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_owner_desc_idx" ON "cases" USING btree ("owner_email" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_type_asc_idx" ON "cases" USING btree ("case_type" asc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_type_desc_idx" ON "cases" USING btree ("case_type" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_subtype_asc_idx" ON "cases" USING btree ("case_subtype" asc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_subtype_desc_idx" ON "cases" USING btree ("case_subtype" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_status_asc_idx" ON "cases" USING btree (lower("status") asc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_status_desc_idx" ON "cases" USING btree (lower("status") desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_flag_desc_idx" ON "cases" USING btree ("mark_as_done_archived" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_assignee_desc_idx" ON "cases" USING btree ("assigned_to" desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The API processes cache searched pages, with owner and lawyer names (services/caseListCache).
-- Any change to the cases, however made (the API, a trigger such as 0006's rename, plain SQL),
-- and a user's new name or deletion tells every process on the channel the case repository
-- LISTENs on; in one transaction the notices are one (same channel, same payload).
CREATE OR REPLACE FUNCTION notify_cases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('btj_cases_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cases"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cases_changed();
--> statement-breakpoint
CREATE TRIGGER users_renamed_notify AFTER UPDATE OF first_name, last_name ON "users"
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION notify_cases_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cases_changed();
