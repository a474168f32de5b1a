CREATE TABLE "fea_terms_acceptances" (
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	CONSTRAINT "fea_terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
ALTER TABLE "fea_terms_acceptances" ADD CONSTRAINT "fea_terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fea_terms_acceptances_user_idx" ON "fea_terms_acceptances" USING btree ("user_id","accepted_at");