CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"owner_email" text NOT NULL,
	"case_type" text NOT NULL,
	"case_subtype" text NOT NULL,
	"summary" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"mark_as_done_archived" text DEFAULT 'Going' NOT NULL,
	"assigned_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_flag_check" CHECK ("cases"."mark_as_done_archived" in ('Done', 'Going'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"id_no" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"cell" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'client' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'adminStaff', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_kind_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "cases_created_idx" ON "cases" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_owner_created_idx" ON "cases" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_assignee_created_idx" ON "cases" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_flag_created_idx" ON "cases" USING btree ("mark_as_done_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "cases_file_key_key" ON "cases" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role","email");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);