CREATE SEQUENCE "public"."user_code_seq" INCREMENT BY 1 MINVALUE 10000100 MAXVALUE 99999999 START WITH 10000100 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"indirizzo" text NOT NULL,
	"comune" text NOT NULL,
	"cap" text NOT NULL,
	"provincia" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beni" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"descrizione" text NOT NULL,
	"intestazione" text,
	"destinazione_uso" text,
	"tipo_dimora" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"name" text NOT NULL,
	"bank" text NOT NULL,
	"email" text,
	CONSTRAINT "branches_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"codice_fiscale" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"citta_nascita" text,
	"email" text,
	"cell" text,
	"branch_id" integer,
	CONSTRAINT "clients_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"client_id" integer,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"telefono" text,
	"email" text,
	"oggetto" text NOT NULL,
	"oggetto_testo" text NOT NULL,
	"testo" text,
	"polizza" text,
	"dossier_id" integer,
	"repair_centre_id" integer,
	"branch_id" integer,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dati_tecnici" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"dato_tecnico" text NOT NULL,
	"pairs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"dossier_id" integer NOT NULL,
	"sinistro_id" integer,
	"name" text NOT NULL,
	"data" date,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "documents_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"numero_polizza" text NOT NULL,
	"prodotto" text NOT NULL,
	"tipo_sicuro" text,
	"tipologia" text,
	"area" text,
	"stato" text NOT NULL,
	"soggetto" text,
	"soggetto_label" text,
	"dossier_minore" boolean DEFAULT false NOT NULL,
	"data_inizio" date,
	"data_scadenza" date,
	"data_scadenza_descr" text,
	"data_annullo_disdetta" date,
	"data_annullo_disdetta_label" text,
	"prossimo_pagamento" date,
	"premio" numeric(14, 2),
	"iban" text,
	"tariffa" text,
	"tariffa_rca" text,
	"marca" text,
	"modello" text,
	"targa" text,
	"rata" text,
	"intermediario" text,
	"filiale" text,
	"compagnia" text,
	"domanda_di_adesione" text,
	"n_persone_nucleo" integer,
	"forma" text,
	"stato_lavorativo" text,
	"importo_finanziamento" numeric(14, 2),
	"persone_assicurate" text,
	"n_beni" integer,
	"beni_descritti" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"controvalore_stimato" numeric(14, 2),
	"movimenti_layout" text DEFAULT '4col' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "dossiers_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "garanzie" (
	"id" serial PRIMARY KEY NOT NULL,
	"settore_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"garanzia" text NOT NULL,
	"garanzia_descrizione" text,
	"massimale" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "invites_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "login_message_reads" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "login_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"titolo" text NOT NULL,
	"testo" text NOT NULL,
	"mostra_sempre" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "login_messages_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "movimenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"titolo" text NOT NULL,
	"data_scadenza" date,
	"stato" text NOT NULL,
	"premio" numeric(14, 2),
	"data_foglio_cassa" date
);
--> statement-breakpoint
CREATE TABLE "nucleo_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"codice_fiscale" text
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"target" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"template_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"template_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
CREATE TABLE "referenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"sinistro_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"relazione" text NOT NULL,
	"cognome" text NOT NULL,
	"telefono" text
);
--> statement-breakpoint
CREATE TABLE "repair_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"nome" text NOT NULL,
	"indirizzo" text NOT NULL,
	"comune" text NOT NULL,
	"provincia" text NOT NULL,
	"telefono" text,
	CONSTRAINT "repair_centres_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "riserve" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"fondo" text NOT NULL,
	"data" date,
	"numero_quote" numeric(18, 6),
	"prezzo_quote" numeric(18, 6),
	"controvalore" numeric(14, 2),
	"controvalore_stimato" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text,
	"new_access" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settori" (
	"id" serial PRIMARY KEY NOT NULL,
	"bene_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"settore" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sinistri" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" text NOT NULL,
	"dossier_id" integer NOT NULL,
	"stato" text NOT NULL,
	"stato_descr" text,
	"evento" text,
	"evento_descr" text,
	"numero_sinistro_compagnia" text,
	"data_sinistro" date,
	"data_apertura" date,
	"operazioni" text,
	"dettagli" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sinistri_agency_id_unique" UNIQUE("agency_id")
);
--> statement-breakpoint
CREATE TABLE "sso_tokens_used" (
	"jti" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"application_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_application_id_role_pk" PRIMARY KEY("user_id","application_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"client_id" integer,
	"email" text NOT NULL,
	"password_hash" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"onboard_completed" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"autologin_flag" boolean DEFAULT false NOT NULL,
	"password_update_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_code_unique" UNIQUE("user_code")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beni" ADD CONSTRAINT "beni_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_repair_centre_id_repair_centres_id_fk" FOREIGN KEY ("repair_centre_id") REFERENCES "public"."repair_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dati_tecnici" ADD CONSTRAINT "dati_tecnici_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sinistro_id_sinistri_id_fk" FOREIGN KEY ("sinistro_id") REFERENCES "public"."sinistri"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garanzie" ADD CONSTRAINT "garanzie_settore_id_settori_id_fk" FOREIGN KEY ("settore_id") REFERENCES "public"."settori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_reads" ADD CONSTRAINT "login_message_reads_message_id_login_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."login_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_reads" ADD CONSTRAINT "login_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_messages" ADD CONSTRAINT "login_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimenti" ADD CONSTRAINT "movimenti_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nucleo_members" ADD CONSTRAINT "nucleo_members_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referenti" ADD CONSTRAINT "referenti_sinistro_id_sinistri_id_fk" FOREIGN KEY ("sinistro_id") REFERENCES "public"."sinistri"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riserve" ADD CONSTRAINT "riserve_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settori" ADD CONSTRAINT "settori_bene_id_beni_id_fk" FOREIGN KEY ("bene_id") REFERENCES "public"."beni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sinistri" ADD CONSTRAINT "sinistri_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_client_idx" ON "addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "beni_dossier_idx" ON "beni" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "clients_codice_fiscale_idx" ON "clients" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE INDEX "contact_requests_user_idx" ON "contact_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dati_tecnici_dossier_idx" ON "dati_tecnici" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "documents_dossier_idx" ON "documents" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "documents_sinistro_idx" ON "documents" USING btree ("sinistro_id");--> statement-breakpoint
CREATE INDEX "dossiers_client_idx" ON "dossiers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "dossiers_numero_polizza_idx" ON "dossiers" USING btree ("numero_polizza");--> statement-breakpoint
CREATE INDEX "garanzie_settore_idx" ON "garanzie" USING btree ("settore_id");--> statement-breakpoint
CREATE INDEX "invites_user_idx" ON "invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "movimenti_dossier_idx" ON "movimenti" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "nucleo_dossier_idx" ON "nucleo_members" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_hash_idx" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "privacy_consents_user_type_idx" ON "privacy_consents" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_templates_type_template_idx" ON "privacy_templates" USING btree ("type","template_id");--> statement-breakpoint
CREATE INDEX "referenti_sinistro_idx" ON "referenti" USING btree ("sinistro_id");--> statement-breakpoint
CREATE INDEX "repair_centres_provincia_idx" ON "repair_centres" USING btree ("provincia");--> statement-breakpoint
CREATE INDEX "riserve_dossier_idx" ON "riserve" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "settori_bene_idx" ON "settori" USING btree ("bene_id");--> statement-breakpoint
CREATE INDEX "sinistri_dossier_idx" ON "sinistri" USING btree ("dossier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));