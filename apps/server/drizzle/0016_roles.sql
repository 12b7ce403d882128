CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"labels" jsonb NOT NULL,
	"permissions" text[] NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_name_check" CHECK ("roles"."name" ~ '^[a-z][a-z0-9-]{1,31}$')
);
--> statement-breakpoint
CREATE INDEX "roles_created_at_id_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roles_name_id_idx" ON "roles" USING btree ("name","id");--> statement-breakpoint
-- The built-in roles, holding the code's permission table of this release (packages/shared/src/permissions.ts);
-- existing accounts hold them by name already, so they keep exactly what they could do.
INSERT INTO "roles" ("name", "labels", "permissions", "builtin") VALUES
	('admin', '{"zh-CN":"管理员","en-US":"Administrator"}', ARRAY['workplace.read', 'policy.read', 'policy.write', 'service.read', 'service.act', 'inspection.read', 'ruleset.read', 'ruleset.toggle', 'project.read', 'project.write', 'task.read', 'task.write', 'document.read', 'document.write', 'visualization.read', 'account.read', 'account.write', 'audit.read', 'menu.read', 'menu.write', 'role.read', 'role.write', 'channelForm.submit', 'channelForm.read', 'parameter.request', 'parameter.approve', 'profile.read', 'wallet.read', 'wallet.write', 'assistant.use', 'monitor.read', 'monitor.write']::text[], true),
	('user', '{"zh-CN":"普通用户","en-US":"User"}', ARRAY['workplace.read', 'policy.read', 'service.read', 'inspection.read', 'ruleset.read', 'project.read', 'task.read', 'document.read', 'document.write', 'wallet.read', 'wallet.write']::text[], true);