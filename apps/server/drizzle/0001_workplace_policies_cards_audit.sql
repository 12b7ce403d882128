CREATE SEQUENCE "public"."policy_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"pending_inspections" integer DEFAULT 0 NOT NULL,
	"backlog_seconds" integer DEFAULT 0 NOT NULL,
	"pending_sampling" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"put_in" boolean DEFAULT false NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"daily_clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_category_check" CHECK ("content_items"."category" in ('text', 'image', 'video')),
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('online', 'offline')),
	CONSTRAINT "content_items_clicks_check" CHECK ("content_items"."daily_clicks" between 0 and "content_items"."clicks")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('policy_numbers') NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"count" integer NOT NULL,
	"status" text NOT NULL,
	"filter_type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "policies_number_unique" UNIQUE("number"),
	CONSTRAINT "policies_content_type_check" CHECK ("policies"."content_type" in ('img', 'horizontalVideo', 'verticalVideo')),
	CONSTRAINT "policies_status_check" CHECK ("policies"."status" in ('online', 'offline')),
	CONSTRAINT "policies_filter_type_check" CHECK ("policies"."filter_type" in ('artificial', 'rules')),
	CONSTRAINT "policies_count_check" CHECK ("policies"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('purchase', 'renewal')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('recharge', 'consumption', 'refund', 'withdrawal')),
	CONSTRAINT "wallet_transactions_channel_check" CHECK ("wallet_transactions"."channel" in ('alipay', 'wechat', 'bankCard')),
	CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('success', 'processing', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('activity', 'message', 'notice'))
);
--> statement-breakpoint
CREATE TABLE "user_route_visits" (
	"user_id" integer NOT NULL,
	"route_name" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_route_visits_user_id_route_name_pk" PRIMARY KEY("user_id","route_name")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_route_visits" ADD CONSTRAINT "user_route_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_id_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_content_id_idx" ON "comments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_items_created_at_idx" ON "content_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_items_category_clicks_idx" ON "content_items" USING btree ("category","clicks");--> statement-breakpoint
CREATE INDEX "policies_created_at_id_idx" ON "policies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "policies_name_id_idx" ON "policies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "policies_count_id_idx" ON "policies" USING btree ("count","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_id_created_at_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");