CREATE TABLE "feed_progress" (
	"progress_key" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"phase" text NOT NULL,
	"done" bigint NOT NULL,
	"total" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
