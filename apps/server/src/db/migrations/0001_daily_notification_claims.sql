CREATE TABLE "daily_notification_claims" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_notification_claims_user_id_type_day_pk" PRIMARY KEY("user_id","type","day")
);
--> statement-breakpoint
ALTER TABLE "daily_notification_claims" ADD CONSTRAINT "daily_notification_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;