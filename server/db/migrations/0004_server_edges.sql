CREATE TABLE "idempotency_keys" (
	"owner_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_scope_key_pk" PRIMARY KEY("owner_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "visit_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_counts_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
ALTER TABLE "visits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "visits" CASCADE;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_records_ip_idx" ON "search_records" USING btree ("client_ip","normalized","searched_at");