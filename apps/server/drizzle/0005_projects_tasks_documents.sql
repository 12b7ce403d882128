CREATE SEQUENCE "public"."task_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"email" text NOT NULL,
	"avatar" text NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category_id" smallint NOT NULL,
	"owner_id" integer NOT NULL,
	"contributor_ids" integer[] DEFAULT '{}' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "projects_category_check" CHECK ("projects"."category_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('T-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('task_numbers')::text, 4, '0')) NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"assignee_id" integer NOT NULL,
	"estimated_hours" double precision NOT NULL,
	"finish_time" date NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"project_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tasks_number_unique" UNIQUE("number"),
	CONSTRAINT "tasks_type_check" CHECK ("tasks"."type" in ('frontEnd', 'design', 'backEnd')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('inProgress', 'done')),
	CONSTRAINT "tasks_estimated_hours_check" CHECK ("tasks"."estimated_hours" between 0.5 and 999 and "tasks"."estimated_hours" * 2 = floor("tasks"."estimated_hours" * 2))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_id_updated_at_idx" ON "documents" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_created_at_id_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_id_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_finish_time_id_idx" ON "tasks" USING btree ("finish_time","id");--> statement-breakpoint
CREATE INDEX "tasks_estimated_hours_id_idx" ON "tasks" USING btree ("estimated_hours","id");--> statement-breakpoint
CREATE INDEX "tasks_project_id_idx" ON "tasks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "audit_logs_scope_created_at_id_idx" ON "audit_logs" USING btree ("scope","created_at","id");