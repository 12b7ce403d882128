CREATE TABLE "content_rollup_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_rollup_version_one_row" CHECK ("content_rollup_version"."id" = 1)
);
--> statement-breakpoint
-- hand-written
-- Every statement that changes the events raises the version once, so an answer kept from the
-- rollups is dropped at once, whichever server process wrote (docs/decisions/020).
INSERT INTO content_rollup_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION content_rollups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_rollup_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_rollups_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_events
  FOR EACH STATEMENT EXECUTE FUNCTION content_rollups_changed();
