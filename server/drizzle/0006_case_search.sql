-- Full-text search over the admin's and the lawyers' case lists (issue 17): one tsvector per case
-- of its reference, owner e-mail (whole and in parts), owner name and summary, 'simple' config
-- (no stemming: names, e-mails and summaries in several languages), behind one GIN index.
-- Kept by triggers rather than a generated column: the owner's name lives in users.
ALTER TABLE "cases" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
-- The reference is read through to_jsonb so this works before and after the column exists.
CREATE OR REPLACE FUNCTION case_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := to_tsvector('simple', concat_ws(' ',
    to_jsonb(NEW) ->> 'reference',
    NEW.owner_email,
    translate(NEW.owner_email, '@.', '  '),
    (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = NEW.user_id),
    NEW.summary));
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Named to run after any other BEFORE trigger on cases (they run by name), so values those set
-- (a reference number) are in the vector.
CREATE TRIGGER zz_cases_search_vector BEFORE INSERT OR UPDATE ON "cases"
  FOR EACH ROW EXECUTE FUNCTION case_search_vector();
--> statement-breakpoint
-- A renamed owner is found under the new name: touching the rows reruns the trigger above.
CREATE OR REPLACE FUNCTION users_renamed_case_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cases SET summary = summary WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_renamed_case_search AFTER UPDATE OF first_name, last_name ON "users"
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_renamed_case_search();
--> statement-breakpoint
UPDATE "cases" SET summary = summary;
--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search_vector");
