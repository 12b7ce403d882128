CREATE SEQUENCE "public"."channel_form_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."parameter_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "channel_form_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" smallint NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_form_drafts_step_check" CHECK ("channel_form_drafts"."step" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "channel_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('CF' || lpad(nextval('channel_form_numbers')::text, 6, '0')) NOT NULL,
	"submitter_id" integer,
	"activity_name" jsonb NOT NULL,
	"channel_type" text NOT NULL,
	"promotion_from" date NOT NULL,
	"promotion_to" date NOT NULL,
	"promote_link" text NOT NULL,
	"advertising_source" jsonb NOT NULL,
	"advertising_media" jsonb NOT NULL,
	"keywords" text[] NOT NULL,
	"push_notify" boolean NOT NULL,
	"advertising_content" jsonb NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_forms_number_unique" UNIQUE("number"),
	CONSTRAINT "channel_forms_channel_type_check" CHECK ("channel_forms"."channel_type" in ('appGeneral')),
	CONSTRAINT "channel_forms_stage_check" CHECK ("channel_forms"."stage" in ('leaderReview', 'certificate', 'safetyTest', 'launched')),
	CONSTRAINT "channel_forms_promotion_check" CHECK ("channel_forms"."promotion_from" <= "channel_forms"."promotion_to"),
	CONSTRAINT "channel_forms_keywords_check" CHECK ("channel_forms"."keywords" <@ array['toutiao', 'huoshan']::text[])
);
--> statement-breakpoint
CREATE TABLE "parameter_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_number" text DEFAULT ('PR' || lpad(nextval('parameter_request_numbers')::text, 6, '0')) NOT NULL,
	"status" text NOT NULL,
	"scope" text NOT NULL,
	"video" jsonb NOT NULL,
	"audio" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requester_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decider_id" integer,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "parameter_requests_content_number_unique" UNIQUE("content_number"),
	CONSTRAINT "parameter_requests_status_check" CHECK ("parameter_requests"."status" in ('auditing', 'passed', 'cancelled')),
	CONSTRAINT "parameter_requests_scope_check" CHECK ("parameter_requests"."scope" in ('video', 'audio', 'videoAudio', 'description')),
	CONSTRAINT "parameter_requests_decided_check" CHECK (("parameter_requests"."status" = 'auditing') = ("parameter_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "channel_form_drafts" ADD CONSTRAINT "channel_form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_forms" ADD CONSTRAINT "channel_forms_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_requests" ADD CONSTRAINT "parameter_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_requests" ADD CONSTRAINT "parameter_requests_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_forms_submitter_id_created_at_idx" ON "channel_forms" USING btree ("submitter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parameter_requests_created_at_id_idx" ON "parameter_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parameter_requests_status_decided_at_id_idx" ON "parameter_requests" USING btree ("status","decided_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_requests_one_auditing_idx" ON "parameter_requests" USING btree ("status") WHERE status = 'auditing';