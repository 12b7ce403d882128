CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"blocked_until" bigint,
	"last_allowed" boolean NOT NULL
);
