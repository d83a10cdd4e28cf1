CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"country_en_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"timezone" text NOT NULL,
	"phone_code" text NOT NULL,
	"language" text NOT NULL,
	"control_list" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_languages" (
	"device_id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" text NOT NULL,
	"path" text,
	"visited_at" timestamp with time zone NOT NULL
);
