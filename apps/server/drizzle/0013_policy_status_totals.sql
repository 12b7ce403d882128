CREATE TABLE "policy_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "policy_status_totals_total_check" CHECK ("policy_status_totals"."total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "policies_status_created_at_id_idx" ON "policies" USING btree ("status","created_at","id");--> statement-breakpoint
-- hand-written
-- The totals per status, kept like `policy_total` (migration 0002): one trigger per statement adds
-- what it inserted and takes away what it deleted, per status, and an update moves rows between
-- statuses. A statement locks the rows it changes in status order, and only where a total changes:
-- an edit that keeps the status locks nothing here. (A transaction that changes statuses in several
-- statements can deadlock with another; the API writes policies in one statement per transaction.)
CREATE FUNCTION "policy_status_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "policy_status_totals" SET "total" = 0;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "policy_status_totals" AS t ("status", "total")
			SELECT "status", count(*) FROM "new_rows" GROUP BY "status" ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "total" = t."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "policy_status_totals" AS t ("status", "total")
			SELECT "status", 0 FROM "old_rows" GROUP BY "status" ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "total" = t."total" - (SELECT count(*) FROM "old_rows" o WHERE o."status" = t."status");
	ELSE
		INSERT INTO "policy_status_totals" AS t ("status", "total")
			SELECT "status", 0 FROM (
				SELECT "status", 1 AS n FROM "new_rows" UNION ALL SELECT "status", -1 FROM "old_rows"
			) moved GROUP BY "status" HAVING sum(n) <> 0 ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "total" = t."total"
				+ (SELECT count(*) FROM "new_rows" n WHERE n."status" = t."status")
				- (SELECT count(*) FROM "old_rows" o WHERE o."status" = t."status");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- No write may slip in between counting the existing rows and the triggers taking over.
LOCK TABLE "policies" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "policy_status_totals" ("status", "total") SELECT "status", count(*) FROM "policies" GROUP BY "status";
--> statement-breakpoint
CREATE TRIGGER "policies_status_totals_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "policy_status_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "policies_status_totals_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "policy_status_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "policies_status_totals_update" AFTER UPDATE ON "policies" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "policy_status_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "policies_status_totals_truncate" AFTER TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "policy_status_totals_apply"();
