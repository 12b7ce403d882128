-- The global search matches text inside words with pg_trgm's trigram indexes (docs/decisions/044-search-index.md).
-- A trusted extension: the database's owner may create it; the embedded database loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_picks" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"code" text,
	"group_name" text,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_picks_user_id_kind_type_key_pk" PRIMARY KEY("user_id","kind","type","key"),
	CONSTRAINT "search_picks_kind_check" CHECK ("search_picks"."kind" in ('screen', 'record', 'action')),
	CONSTRAINT "search_picks_type_check" CHECK ("search_picks"."type" in ('', 'policy', 'project', 'task', 'document', 'message', 'conversation', 'account')),
	CONSTRAINT "search_picks_record_type_check" CHECK (("search_picks"."kind" = 'record') = ("search_picks"."type" <> ''))
);
--> statement-breakpoint
ALTER TABLE "search_picks" ADD CONSTRAINT "search_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_picks_user_id_picked_at_idx" ON "search_picks" USING btree ("user_id","picked_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops,"name" gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_search_trgm_idx" ON "conversations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING gin (("title" ->> 'zh-CN') gin_trgm_ops,("title" ->> 'en-US') gin_trgm_ops,("content" ->> 'zh-CN') gin_trgm_ops,("content" ->> 'en-US') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_title_zh_folded_idx" ON "messages" USING btree (lower(left(("title" ->> 'zh-CN'), 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_title_en_folded_idx" ON "messages" USING btree (lower(left(("title" ->> 'en-US'), 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_content_zh_folded_idx" ON "messages" USING btree (lower(left(("content" ->> 'zh-CN'), 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_content_en_folded_idx" ON "messages" USING btree (lower(left(("content" ->> 'en-US'), 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_updated_at_id_idx" ON "policies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "policies_search_trgm_idx" ON "policies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_name_folded_idx" ON "policies" USING btree (lower(left("name", 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (("name" ->> 'zh-CN') gin_trgm_ops,("name" ->> 'en-US') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin (("name" ->> 'zh-CN') gin_trgm_ops,("name" ->> 'en-US') gin_trgm_ops,("description" ->> 'zh-CN') gin_trgm_ops,("description" ->> 'en-US') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_updated_at_id_idx" ON "tasks" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_id_idx" ON "tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin ("number" gin_trgm_ops,("name" ->> 'zh-CN') gin_trgm_ops,("name" ->> 'en-US') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_number_folded_idx" ON "tasks" USING btree (lower(left("number", 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tasks_name_zh_folded_idx" ON "tasks" USING btree (lower(left(("name" ->> 'zh-CN'), 64)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tasks_name_en_folded_idx" ON "tasks" USING btree (lower(left(("name" ->> 'en-US'), 64)) text_pattern_ops);--> statement-breakpoint
-- Finer statistics of the policies' names and the messages' titles: with the default the planner
-- misjudged, by ten times either way, how many rows a Chinese prefix or part matches. Finer ones cost
-- every search's planning time, so only where they paid (docs/decisions/044-search-index.md).
ALTER TABLE "policies" ALTER COLUMN "name" SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "policies_name_folded_idx" ALTER COLUMN 1 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "messages_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "messages_search_trgm_idx" ALTER COLUMN 2 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "messages_title_zh_folded_idx" ALTER COLUMN 1 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "messages_title_en_folded_idx" ALTER COLUMN 1 SET STATISTICS 500;
