-- A number padded with zeros to at least `digits` digits, never cut: lpad alone cuts a longer one,
-- which made the 10,000th task's number repeat the 1,000th's.
CREATE OR REPLACE FUNCTION zero_padded(n bigint, digits integer) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lpad(n::text, greatest(digits, length(n::text)), '0') $$;--> statement-breakpoint
ALTER TABLE "channel_forms" ALTER COLUMN "number" SET DEFAULT ('CF' || zero_padded(nextval('channel_form_numbers'), 6));--> statement-breakpoint
ALTER TABLE "parameter_requests" ALTER COLUMN "content_number" SET DEFAULT ('PR' || zero_padded(nextval('parameter_request_numbers'), 6));--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "number" SET DEFAULT ('T-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || zero_padded(nextval('task_numbers'), 4));