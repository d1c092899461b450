-- Every word of the searched lists is a prefix ('jeanne':*). GIN reads a prefix term by
-- collecting every posting list the prefix covers into a bitmap before it can intersect the
-- words; an exact term is intersected straight from its posting list. Measured on 100 000 cases
-- (PGlite): the count of 'jeanne':* & 'uwase':* 5-12 ms, of 'jeanne' & 'uwase' 1.6 ms.
-- So the search looks up what each prefix covers in the list of the lexemes the vectors hold and,
-- when that is a few lexemes, asks for them exactly: 'jeanne':* becomes 'jeanne' | 'jeannette'.
-- The list only grows (a lexeme no case holds any more matches nothing), so an expansion always
-- covers every lexeme of every vector the prefix would have matched: the same matches.
CREATE TABLE "case_search_lexemes" ("lexeme" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
INSERT INTO "case_search_lexemes" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM "cases" ORDER BY 1
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement triggers: a bulk insert or update adds its new lexemes once, in order (no deadlock
-- between two writers adding the same ones).
CREATE OR REPLACE FUNCTION case_search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM written ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_search_lexemes_inserted AFTER INSERT ON "cases"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION case_search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER cases_search_lexemes_updated AFTER UPDATE ON "cases"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION case_search_lexemes_add();
--> statement-breakpoint
-- The search's tsquery (repositories/caseSearch: every operand a prefix) with each prefix that
-- covers at most `most` lexemes replaced by those lexemes, exactly; a prefix that covers more, or
-- none, is kept. Strings starting with a prefix are one range in "C" order, from the prefix on:
-- the first most + 1 lexemes from there tell which.
CREATE OR REPLACE FUNCTION case_search_tsquery(words text, most integer) RETURNS tsquery
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found tsquery := to_tsquery('simple', words);
  quoted text;
  prefix text;
  covered text[];
BEGIN
  FOR quoted IN
    SELECT DISTINCT m[1] FROM regexp_matches(found::text, '''((?:[^''\\]|''''|\\.)*)'':\*', 'g') AS m
  LOOP
    prefix := regexp_replace(replace(quoted, '''''', ''''), '\\(.)', '\1', 'g');
    SELECT array_agg(lexeme ORDER BY lexeme) INTO covered
      FROM (SELECT lexeme FROM case_search_lexemes WHERE lexeme >= prefix
            ORDER BY lexeme LIMIT most + 1) first
      WHERE starts_with(lexeme, prefix);
    IF cardinality(covered) BETWEEN 1 AND most THEN
      found := ts_rewrite(found, ('''' || quoted || ''':*')::tsquery,
        array_to_string(array(
          SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
          FROM unnest(covered) AS lexeme), ' | ')::tsquery);
    END IF;
  END LOOP;
  RETURN found;
END $$;
