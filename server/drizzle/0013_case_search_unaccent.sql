-- Search finds what people type. Accents do not matter: the vector is made of the text with its
-- accents taken off (unaccent, a contrib extension trusted since PostgreSQL 13, so the database's
-- owner may create it), and so is the search box's text (repositories/caseSearch).
-- A reference's number alone finds the case: the parser reads 'BTJ-2026-00001' as 'btj',
-- '-2026' and '-00001' (signed integers), so the vector also holds the number as written
-- ('00001', found by its start like any word) and without its zeros after the reference's
-- letters ('btj1'), which a number typed alone is matched against exactly (1 finds case 1, not
-- case 10). The year is left out as a word of its own: 2 would find every case of 2026.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := to_tsvector('simple', unaccent(concat_ws(' ',
    NEW.reference,
    substring(NEW.reference FROM '([0-9]+)$'),
    lower(split_part(NEW.reference, '-', 1)) || ltrim(substring(NEW.reference FROM '([0-9]+)$'), '0'),
    NEW.owner_email,
    translate(NEW.owner_email, '@.', '  '),
    (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = NEW.user_id),
    NEW.summary)));
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE "cases" SET summary = summary;
