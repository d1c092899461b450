CREATE TABLE "case_dates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"court" text,
	"room" text,
	"mode" text,
	"video_link" text,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"created_by" uuid,
	"creator_email" text NOT NULL,
	"creator_role" text NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_hours_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_dates_kind_check" CHECK ("case_dates"."kind" in ('hearing', 'meeting')),
	CONSTRAINT "case_dates_state_check" CHECK ("case_dates"."state" in ('scheduled', 'cancelled')),
	CONSTRAINT "case_dates_mode_check" CHECK ("case_dates"."mode" is null or "case_dates"."mode" in ('office', 'phone', 'video'))
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"due_date" text,
	"state" text DEFAULT 'open' NOT NULL,
	"document_id" uuid,
	"requested_by" uuid,
	"requester_email" text NOT NULL,
	"requester_role" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "document_requests_state_check" CHECK ("document_requests"."state" in ('open', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"to_number" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_messages_state_check" CHECK ("sms_messages"."state" in ('queued', 'sent', 'delivered', 'failed')),
	CONSTRAINT "sms_messages_encoding_check" CHECK ("sms_messages"."encoding" in ('gsm7', 'ucs2'))
);
--> statement-breakpoint
ALTER TABLE "case_dates" ADD CONSTRAINT "case_dates_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_dates" ADD CONSTRAINT "case_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_dates_case_starts_idx" ON "case_dates" USING btree ("case_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "case_dates_starts_idx" ON "case_dates" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "case_dates_reminder_idx" ON "case_dates" USING btree ("starts_at") WHERE "case_dates"."state" = 'scheduled' and ("case_dates"."reminded_day_at" is null or "case_dates"."reminded_hours_at" is null);--> statement-breakpoint
CREATE INDEX "document_requests_case_idx" ON "document_requests" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "document_requests_open_due_idx" ON "document_requests" USING btree ("due_date") WHERE "document_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_messages_user_created_idx" ON "sms_messages" USING btree ("user_id","created_at" DESC NULLS LAST);