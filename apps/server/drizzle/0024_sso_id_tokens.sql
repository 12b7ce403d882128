ALTER TABLE "sessions" ADD COLUMN "id_token" text;--> statement-breakpoint
ALTER TABLE "sign_in_tickets" ADD COLUMN "id_token" text;