-- A program's name in each language; a name written before stands for both.
ALTER TABLE "studio_programs" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('zh-CN', "name", 'en-US', "name");
