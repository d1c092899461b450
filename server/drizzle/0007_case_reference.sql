CREATE TABLE "case_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing cases, numbered per year in submission order; the year is Kigali's (UTC+2 all year,
-- as rules/caseReference computes it for new cases).
WITH numbered AS (
  SELECT id,
    extract(year FROM (created_at AT TIME ZONE 'UTC') + interval '2 hours')::int AS year,
    row_number() OVER (
      PARTITION BY extract(year FROM (created_at AT TIME ZONE 'UTC') + interval '2 hours')
      ORDER BY created_at, id
    ) AS n
  FROM cases
)
UPDATE cases SET reference = 'BTJ-' || numbered.year || '-' || lpad(numbered.n::text, greatest(5, length(numbered.n::text)), '0')
FROM numbered WHERE cases.id = numbered.id;--> statement-breakpoint
INSERT INTO case_reference_counters (year, last)
SELECT split_part(reference, '-', 2)::int, count(*) FROM cases GROUP BY 1;--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_reference_key" ON "cases" USING btree ("reference");
