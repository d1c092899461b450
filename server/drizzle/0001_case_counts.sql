CREATE TABLE "case_counts" (
	"scope" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
