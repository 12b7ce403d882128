CREATE TABLE "certification_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"certification_type" smallint NOT NULL,
	"content" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_records_status_check" CHECK ("certification_records"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "enterprise_certifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"legal_person" text NOT NULL,
	"certificate_type" text NOT NULL,
	"authentication_number" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"enterprise_certificate_type" text NOT NULL,
	"organization_code" text NOT NULL,
	"certified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "team_members_team_id_member_id_pk" PRIMARY KEY("team_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"avatar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_avatars_content_type_check" CHECK ("user_avatars"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "user_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "user_members_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "user_visit_days" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "user_visit_days_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day"),
	CONSTRAINT "user_visit_days_kind_check" CHECK ("user_visit_days"."kind" in ('home', 'project'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_records" ADD CONSTRAINT "certification_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visit_days" ADD CONSTRAINT "user_visit_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_records_user_id_idx" ON "certification_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "team_members_member_id_idx" ON "team_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "user_avatars_digest_idx" ON "user_avatars" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_id_created_at_id_idx" ON "audit_logs" USING btree ("actor_id","created_at","id");--> statement-breakpoint
-- hand-written
-- Every visit the Workplace records (a first visit inserts into user_route_visits, a later one
-- updates its time) counts once per UTC day in user_visit_days: the Workplace is the home page,
-- the project screens are the project pages; other routes are not counted.
CREATE FUNCTION user_route_visits_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visit_kind text := CASE
    WHEN NEW.route_name = 'Workplace' THEN 'home'
    WHEN NEW.route_name IN ('ProjectCard', 'ProjectDetail', 'ProjectSearchTable') THEN 'project'
  END;
BEGIN
  IF visit_kind IS NOT NULL THEN
    INSERT INTO user_visit_days AS d (user_id, kind, day, visits)
      VALUES (NEW.user_id, visit_kind, (NEW.visited_at AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT (user_id, kind, day) DO UPDATE SET visits = d.visits + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_route_visits_count AFTER INSERT OR UPDATE OF visited_at ON user_route_visits
  FOR EACH ROW EXECUTE FUNCTION user_route_visits_count();
