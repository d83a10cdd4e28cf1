CREATE TABLE "monitoring_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"client_at" timestamp with time zone,
	"uid" text,
	"sid" text,
	"layout" text,
	"shell" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"name" text,
	"value" double precision,
	"rating" text,
	"status" integer,
	"code" text,
	"detail" text,
	CONSTRAINT "monitoring_events_kind_check" CHECK ("monitoring_events"."kind" in ('page-view', 'vital', 'long-frame', 'api', 'error', 'resource-error', 'server-error'))
);
--> statement-breakpoint
CREATE INDEX "monitoring_events_kind_idx" ON "monitoring_events" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "monitoring_events_received_idx" ON "monitoring_events" USING btree ("received_at");