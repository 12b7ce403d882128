-- Message and content texts are kept in every locale ({"zh-CN": …, "en-US": …}); the API answers
-- in the caller's. Rows written before keep their one text, in both locales.
ALTER TABLE "messages" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('zh-CN', "title", 'en-US', "title");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" SET DATA TYPE jsonb USING jsonb_build_object('zh-CN', "sub_title", 'en-US', "sub_title");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('zh-CN', "content", 'en-US', "content");--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('zh-CN', "title", 'en-US', "title");
