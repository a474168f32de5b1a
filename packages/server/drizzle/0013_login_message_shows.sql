CREATE TABLE "login_message_shows" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_message_shows_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "login_message_shows" ADD CONSTRAINT "login_message_shows_message_id_login_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."login_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_shows" ADD CONSTRAINT "login_message_shows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;