CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"topic" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"process_id" text NOT NULL,
	"topic" text NOT NULL,
	"streams" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_topic_process_id_pk" PRIMARY KEY("topic","process_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"is_collect" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_category_check" CHECK ("chat_messages"."category" in ('comment', 'question', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "studio_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"live_method" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "studio_programs_code_unique" UNIQUE("code"),
	CONSTRAINT "studio_programs_live_method_check" CHECK ("studio_programs"."live_method" in ('normal', 'flowControl', 'video', 'web')),
	CONSTRAINT "studio_programs_status_check" CHECK ("studio_programs"."status" in (0, -1))
);
--> statement-breakpoint
CREATE TABLE "studio_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"line" text NOT NULL,
	"bit_rate" integer NOT NULL,
	"frame_rate" integer NOT NULL,
	CONSTRAINT "studio_streams_line_check" CHECK ("studio_streams"."line" in ('main', 'hotStandby', 'coldStandby'))
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"title" text NOT NULL,
	"notification" text NOT NULL,
	"category" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"live_method" text NOT NULL,
	"line" text NOT NULL,
	"cdn" text NOT NULL,
	"play_format" text NOT NULL,
	"quality" text NOT NULL,
	"gasket" boolean DEFAULT false NOT NULL,
	"simulated_viewers" integer DEFAULT 0 NOT NULL,
	"simulated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studios_live_method_check" CHECK ("studios"."live_method" in ('normal', 'flowControl', 'video', 'web')),
	CONSTRAINT "studios_line_check" CHECK ("studios"."line" in ('main', 'hotStandby', 'coldStandby')),
	CONSTRAINT "studios_play_format_check" CHECK ("studios"."play_format" in ('flv', 'hls', 'rtmp')),
	CONSTRAINT "studios_quality_check" CHECK ("studios"."quality" in ('original', 'hd', 'sd')),
	CONSTRAINT "studios_simulated_viewers_check" CHECK ("studios"."simulated_viewers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_programs" ADD CONSTRAINT "studio_programs_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_streams" ADD CONSTRAINT "studio_streams_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_studio_id_id_idx" ON "chat_messages" USING btree ("studio_id","id");--> statement-breakpoint
CREATE INDEX "studio_programs_studio_id_idx" ON "studio_programs" USING btree ("studio_id","position");--> statement-breakpoint
CREATE INDEX "studio_streams_studio_id_idx" ON "studio_streams" USING btree ("studio_id");--> statement-breakpoint
-- hand-written
-- The monitor watches the one live studio: it exists from the start, with its three stream lines,
-- and waits for an administrator to fill in its information (the demo seed does it in demo mode).
INSERT INTO "studios" ("title", "notification", "category", "live_method", "line", "cdn", "play_format", "quality") VALUES ('', '', '', 'video', 'main', 'KS', 'flv', 'original');--> statement-breakpoint
INSERT INTO "studio_streams" ("studio_id", "line", "bit_rate", "frame_rate") SELECT "id", v."line", 6000, 60 FROM "studios", (VALUES ('main', 1), ('hotStandby', 2), ('coldStandby', 3)) AS v("line", "position") ORDER BY v."position";
