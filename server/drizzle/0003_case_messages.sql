CREATE TABLE "case_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"author_role" text NOT NULL,
	"text" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"user_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"reminded_at_seq" integer,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "message_reads_user_id_case_id_pk" PRIMARY KEY("user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_messages_case_seq_key" ON "case_messages" USING btree ("case_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "case_messages_file_key_key" ON "case_messages" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "message_reads_case_idx" ON "message_reads" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "message_threads_last_idx" ON "message_threads" USING btree ("last_message_at" DESC NULLS LAST);