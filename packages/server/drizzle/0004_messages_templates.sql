CREATE TABLE "login_message_recipients" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "login_message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "login_messages" DROP CONSTRAINT "login_messages_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "login_messages" ALTER COLUMN "agency_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_messages" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "for_everyone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_templates" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "privacy_templates" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Data moves (written by hand, docs/decisions/0047): a message for one user becomes a message for a listed
-- user; what was written before has been published since it was written; of two versions of a type both
-- current, the newest stays in force, as findTemplate read it.
INSERT INTO "login_message_recipients" ("message_id", "user_id") SELECT "id", "user_id" FROM "login_messages" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "login_messages" SET "for_everyone" = false WHERE "user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "login_messages" SET "created_at" = "published_at";--> statement-breakpoint
UPDATE "privacy_templates" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "privacy_templates" SET "current" = false WHERE "current" AND "id" NOT IN (SELECT DISTINCT ON ("type") "id" FROM "privacy_templates" WHERE "current" ORDER BY "type", "created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "login_message_recipients" ADD CONSTRAINT "login_message_recipients_message_id_login_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."login_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_recipients" ADD CONSTRAINT "login_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_message_recipients_user_idx" ON "login_message_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_messages_everyone_idx" ON "login_messages" USING btree ("id") WHERE "login_messages"."for_everyone";--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_templates_current_idx" ON "privacy_templates" USING btree ("type") WHERE "privacy_templates"."current";--> statement-breakpoint
ALTER TABLE "login_messages" DROP COLUMN "user_id";