CREATE TABLE "order_lines" (
	"order_no" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_no" text NOT NULL,
	"title" jsonb NOT NULL,
	"sku_spec" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"unit_price" integer NOT NULL,
	"scribing_price" integer,
	"quantity" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "order_lines_order_no_sku_id_pk" PRIMARY KEY("order_no","sku_id"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"closed_reason" text,
	"cancel_reason" text,
	"refund_started" boolean DEFAULT false NOT NULL,
	"buy_type" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"product_amount" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"shipping_fee_waived_reason" text,
	"total" integer NOT NULL,
	"delivery_zone" text NOT NULL,
	"address" jsonb NOT NULL,
	"customer_message" text,
	"payment_method" text,
	"payment_ref" text,
	"pay_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('to_pay', 'to_ship', 'to_receive', 'transaction_complete', 'transaction_closed')),
	CONSTRAINT "orders_closed_reason_check" CHECK ("orders"."closed_reason" is null or "orders"."closed_reason" in ('cancelled', 'timed_out')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."product_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."subtotal" = "orders"."product_amount" - "orders"."discount_amount" and "orders"."total" = "orders"."subtotal" + "orders"."shipping_fee")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"next_action" jsonb,
	"expires_at" timestamp with time zone,
	"received_minor" bigint,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"queried_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'superseded', 'paid', 'confirmed', 'failed', 'expired', 'refunding', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_status_idx" ON "orders" USING btree ("member_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'to_pay';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("order_no") WHERE "payments"."status" = 'pending';