ALTER TABLE "users" ADD COLUMN "client_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tipo" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "sinistri" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "repair_centres" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "import_hash" text;