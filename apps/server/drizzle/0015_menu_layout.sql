CREATE TABLE "menu_layout" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"entries" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_layout_single_row_check" CHECK ("menu_layout"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "menu_layout" ADD CONSTRAINT "menu_layout_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;