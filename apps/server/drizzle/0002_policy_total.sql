CREATE TABLE "policy_total" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "policy_total_single_check" CHECK ("policy_total"."single"),
	CONSTRAINT "policy_total_total_check" CHECK ("policy_total"."total" >= 0)
);
--> statement-breakpoint
-- One trigger per statement, not per row: a 2,000-row insert or a batch delete updates the total once.
-- The UPDATE locks the single row until the writing transaction ends, so concurrent writers (from
-- any number of server processes) add their changes one after the other and the total stays exact.
CREATE FUNCTION "policy_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "policy_total" SET "total" = 0;
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		SELECT count(*) INTO changed FROM "inserted";
	ELSE
		SELECT -count(*) INTO changed FROM "deleted";
	END IF;
	IF changed <> 0 THEN
		UPDATE "policy_total" SET "total" = "total" + changed;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- No write may slip in between counting the existing rows and the triggers taking over.
LOCK TABLE "policies" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "policy_total" ("total") SELECT count(*) FROM "policies";
--> statement-breakpoint
CREATE TRIGGER "policies_total_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "policy_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "policies_total_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "policy_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "policies_total_truncate" AFTER TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "policy_total_apply"();
