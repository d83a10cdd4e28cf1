CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"package_index" integer NOT NULL,
	"courier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"lines" jsonb NOT NULL,
	"zone" text NOT NULL,
	"eta_earliest" timestamp with time zone NOT NULL,
	"eta_latest" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"code" text NOT NULL,
	"place" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "tracking_events_code_check" CHECK ("tracking_events"."code" in ('picked_up', 'at_sorting_centre', 'in_transit', 'out_for_delivery', 'delivered'))
);
--> statement-breakpoint
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
CREATE TABLE "coin_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_no" text,
	"lot_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_entries_kind_check" CHECK ("coin_entries"."kind" in ('earn', 'spend', 'expire', 'adjust')),
	CONSTRAINT "coin_entries_sign_check" CHECK (("coin_entries"."kind" = 'earn' and "coin_entries"."amount" > 0 and "coin_entries"."expires_at" is not null and "coin_entries"."order_no" is not null)
        or ("coin_entries"."kind" = 'spend' and "coin_entries"."amount" < 0)
        or ("coin_entries"."kind" = 'expire' and "coin_entries"."amount" <= 0 and "coin_entries"."lot_id" is not null)
        or ("coin_entries"."kind" = 'adjust' and "coin_entries"."amount" <> 0))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_no_idx" ON "shipments" USING btree ("courier","tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_package_idx" ON "shipments" USING btree ("order_no","package_index");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_due_idx" ON "tracking_events" USING btree ("due_at") WHERE "tracking_events"."published_at" is null;--> statement-breakpoint
CREATE INDEX "monitoring_events_kind_idx" ON "monitoring_events" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "monitoring_events_received_idx" ON "monitoring_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "coin_entries_member_idx" ON "coin_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_earn_once" ON "coin_entries" USING btree ("order_no") WHERE "coin_entries"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_expire_once" ON "coin_entries" USING btree ("lot_id") WHERE "coin_entries"."kind" = 'expire';--> statement-breakpoint
CREATE INDEX "coin_entries_expiry_idx" ON "coin_entries" USING btree ("expires_at") WHERE "coin_entries"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'to_receive';--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "points";