CREATE TABLE "content_active_days" (
	"day" date PRIMARY KEY NOT NULL,
	"users" bigint NOT NULL,
	"retained" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_author_days" (
	"day" date NOT NULL,
	"author_id" integer NOT NULL,
	"published" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "content_author_days_day_author_id_pk" PRIMARY KEY("day","author_id")
);
--> statement-breakpoint
CREATE TABLE "content_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_event_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"content_type" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "content_event_days_kind_day_content_type_category_source_pk" PRIMARY KEY("kind","day","content_type","category","source")
);
--> statement-breakpoint
CREATE TABLE "content_event_hours" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"content_type" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "content_event_hours_kind_hour_content_type_pk" PRIMARY KEY("kind","hour","content_type")
);
--> statement-breakpoint
CREATE TABLE "content_event_kind_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "content_event_kind_days_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"content_type" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"author_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "content_events_kind_check" CHECK ("content_events"."kind" in ('visit', 'publish', 'comment', 'share', 'click', 'like', 'exposure')),
	CONSTRAINT "content_events_content_type_check" CHECK ("content_events"."content_type" in ('text', 'imageText', 'video')),
	CONSTRAINT "content_events_category_check" CHECK ("content_events"."category" in ('international', 'finance', 'technology', 'sports', 'entertainment', 'other')),
	CONSTRAINT "content_events_source_check" CHECK ("content_events"."source" in ('ugc', 'foreignWebsites', 'reposted', 'industryReports', 'other'))
);
--> statement-breakpoint
CREATE TABLE "content_user_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "content_user_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "content_author_days" ADD CONSTRAINT "content_author_days_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rollups kept by the database (docs/decisions/020-content-event-rollups.md): one statement-level
-- trigger per insert statement adds its events to every rollup, grouped first, so a bulk insert
-- costs one upsert per touched bucket, not per event.
CREATE FUNCTION content_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_event_hours AS r (kind, hour, content_type, events)
    SELECT kind, date_trunc('hour', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', content_type, count(*)
    FROM new_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, hour, content_type) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO content_event_kind_days AS r (kind, day, events)
    SELECT kind, (occurred_at AT TIME ZONE 'UTC')::date, count(*)
    FROM new_events GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (kind, day) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO content_event_days AS r (kind, day, content_type, category, source, events)
    SELECT kind, (occurred_at AT TIME ZONE 'UTC')::date, content_type, category, source, count(*)
    FROM new_events GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (kind, day, content_type, category, source) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO content_author_days AS r (day, author_id, published, clicks)
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, author_id, count(*) FILTER (WHERE kind = 'publish'), count(*) FILTER (WHERE kind = 'click')
    FROM new_events WHERE kind IN ('publish', 'click') GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, author_id) DO UPDATE SET published = r.published + excluded.published, clicks = r.clicks + excluded.clicks;
  INSERT INTO content_user_days (day, user_id)
    SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date, user_id FROM new_events ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_events_rollup AFTER INSERT ON content_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION content_events_rollup();
--> statement-breakpoint
-- A reader's first event of a day (the rows the insert above really added) counts them as active
-- that day, and as retained on that day when they were active the day before, or on the next day
-- when that day was already recorded (events may arrive out of order).
CREATE FUNCTION content_user_days_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_active_days AS r (day, users, retained)
    SELECT day, sum(users), sum(retained) FROM (
      SELECT a.day, count(*) AS users, count(p.user_id) AS retained
      FROM added a LEFT JOIN content_user_days p ON p.day = a.day - 1 AND p.user_id = a.user_id
      GROUP BY a.day
      UNION ALL
      SELECT n.day, 0, count(*)
      FROM added a JOIN content_user_days n ON n.day = a.day + 1 AND n.user_id = a.user_id
      WHERE NOT EXISTS (SELECT 1 FROM added x WHERE x.day = n.day AND x.user_id = n.user_id)
      GROUP BY n.day
    ) counted GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET users = r.users + excluded.users, retained = r.retained + excluded.retained;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_user_days_rollup AFTER INSERT ON content_user_days
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION content_user_days_rollup();
