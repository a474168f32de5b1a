CREATE TABLE "import_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"imported" boolean NOT NULL,
	"summary" jsonb,
	"problem_count" integer NOT NULL,
	"problems" jsonb NOT NULL
);
