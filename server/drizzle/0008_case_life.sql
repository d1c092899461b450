CREATE TABLE "case_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" integer NOT NULL,
	"uploaded_by" uuid,
	"uploader_email" text NOT NULL,
	"uploader_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "case_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"target_email" text,
	"document_id" uuid,
	"document_name" text,
	"note_id" uuid,
	"private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"author_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	"in_app" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"case_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_file_key_key" ON "case_documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "case_documents_case_created_idx" ON "case_documents" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_events_seq_key" ON "case_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "case_events_case_seq_idx" ON "case_events" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "case_events_actor_seq_idx" ON "case_events" USING btree ("actor_email","seq");--> statement-breakpoint
CREATE INDEX "case_events_action_seq_idx" ON "case_events" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "case_events_created_idx" ON "case_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "case_notes_case_created_idx" ON "case_notes" USING btree ("case_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The timeline is append-only, whichever path writes to the database.
CREATE FUNCTION "case_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case_events is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "case_events_append_only" BEFORE UPDATE OR DELETE ON "case_events"
  FOR EACH ROW EXECUTE FUNCTION "case_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "case_events_no_truncate" BEFORE TRUNCATE ON "case_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "case_events_append_only"();--> statement-breakpoint
-- Each existing case's file becomes its first document, uploaded by its owner when it was submitted.
INSERT INTO "case_documents" (id, case_id, file_key, file_name, file_mime, file_size, uploaded_by, uploader_email, uploader_role, created_at)
SELECT gen_random_uuid(), id, file_key, coalesce(file_name, 'document'), coalesce(file_mime, 'application/octet-stream'),
  coalesce(file_size, 0), user_id, owner_email, 'client', created_at
FROM "cases" WHERE file_key IS NOT NULL;--> statement-breakpoint
-- And each existing case's timeline starts with its submission (earlier changes were not recorded).
INSERT INTO "case_events" (id, case_id, reference, action, actor_id, actor_email, actor_role, created_at)
SELECT gen_random_uuid(), id, reference, 'submitted', user_id, owner_email, 'client', created_at
FROM "cases" ORDER BY created_at, id;
