CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"grind_enabled" boolean DEFAULT false NOT NULL,
	"grind_time" text NOT NULL,
	"advice_enabled" boolean DEFAULT false NOT NULL,
	"advice_time" text NOT NULL,
	"if_then_enabled" boolean DEFAULT false NOT NULL,
	"review_enabled" boolean DEFAULT false NOT NULL,
	"quiet_enabled" boolean DEFAULT false NOT NULL,
	"quiet_start" text NOT NULL,
	"quiet_end" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;