CREATE TABLE "claim_report_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"thumbnail_id" uuid,
	"width" integer,
	"height" integer,
	"pages" integer,
	"position_kept" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"taken_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_report_upload_chunks" (
	"upload_id" uuid NOT NULL,
	"offset" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "claim_report_upload_chunks_upload_id_offset_pk" PRIMARY KEY("upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "claim_report_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"declared_type" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"keep_position" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_report_upload_chunks" ADD CONSTRAINT "claim_report_upload_chunks_upload_id_claim_report_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."claim_report_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_report_uploads" ADD CONSTRAINT "claim_report_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_report_files_report_idx" ON "claim_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "claim_report_uploads_report_idx" ON "claim_report_uploads" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "claim_report_uploads_updated_idx" ON "claim_report_uploads" USING btree ("updated_at");