-- Keeps case_counts exact: every paged case list reads its total from here (one primary-key
-- read) instead of counting up to 100 000 rows per request.
-- Scopes: 'all', 'flag:<Done|Going>', 'owner:<user id>', 'assignee:<lawyer e-mail>'.
-- Every upsert touches its rows in scope order, so concurrent writers lock them in the same order.

CREATE OR REPLACE FUNCTION case_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts (scope, n)
  SELECT scope, count(*) FROM (
    SELECT 'all' AS scope FROM new_rows
    UNION ALL SELECT 'flag:' || mark_as_done_archived FROM new_rows
    UNION ALL SELECT 'owner:' || user_id::text FROM new_rows
    UNION ALL SELECT 'assignee:' || assigned_to FROM new_rows WHERE assigned_to IS NOT NULL
  ) AS added
  GROUP BY scope ORDER BY scope
  ON CONFLICT (scope) DO UPDATE SET n = case_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts (scope, n)
  SELECT scope, -count(*) FROM (
    SELECT 'all' AS scope FROM old_rows
    UNION ALL SELECT 'flag:' || mark_as_done_archived FROM old_rows
    UNION ALL SELECT 'owner:' || user_id::text FROM old_rows
    UNION ALL SELECT 'assignee:' || assigned_to FROM old_rows WHERE assigned_to IS NOT NULL
  ) AS removed
  GROUP BY scope ORDER BY scope
  ON CONFLICT (scope) DO UPDATE SET n = case_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts (scope, n)
  SELECT scope, sum(delta) FROM (VALUES
    ('flag:' || OLD.mark_as_done_archived, -1), ('flag:' || NEW.mark_as_done_archived, 1),
    ('owner:' || OLD.user_id::text, -1), ('owner:' || NEW.user_id::text, 1),
    ('assignee:' || OLD.assigned_to, -1), ('assignee:' || NEW.assigned_to, 1)
  ) AS changed (scope, delta)
  WHERE scope IS NOT NULL
  GROUP BY scope HAVING sum(delta) <> 0 ORDER BY scope
  ON CONFLICT (scope) DO UPDATE SET n = case_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_counts_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER cases_counts_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER cases_counts_update AFTER UPDATE OF user_id, mark_as_done_archived, assigned_to ON cases
  FOR EACH ROW EXECUTE FUNCTION case_counts_updated();
--> statement-breakpoint
-- Cases that existed before this migration.
INSERT INTO case_counts (scope, n)
SELECT scope, count(*) FROM (
  SELECT 'all' AS scope FROM cases
  UNION ALL SELECT 'flag:' || mark_as_done_archived FROM cases
  UNION ALL SELECT 'owner:' || user_id::text FROM cases
  UNION ALL SELECT 'assignee:' || assigned_to FROM cases WHERE assigned_to IS NOT NULL
) AS existing
GROUP BY scope
ON CONFLICT (scope) DO UPDATE SET n = EXCLUDED.n;
