CREATE SEQUENCE "public"."own_data_feed_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "own_data_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"previous_value" text,
	"feed_value" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"feed_seq" integer DEFAULT nextval('own_data_feed_seq') NOT NULL,
	"request_id" text,
	CONSTRAINT "own_data_changes_feed_seq_unique" UNIQUE("feed_seq")
);
--> statement-breakpoint
ALTER TABLE "own_data_changes" ADD CONSTRAINT "own_data_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_data_changes" ADD CONSTRAINT "own_data_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_data_changes_client_idx" ON "own_data_changes" USING btree ("client_id","kind","id");--> statement-breakpoint
CREATE INDEX "own_data_changes_user_idx" ON "own_data_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "own_data_changes_open_idx" ON "own_data_changes" USING btree ("state") WHERE state in ('applied', 'requested');--> statement-breakpoint
CREATE UNIQUE INDEX "own_data_changes_one_open_idx" ON "own_data_changes" USING btree ("client_id","kind") WHERE state in ('applied', 'requested');