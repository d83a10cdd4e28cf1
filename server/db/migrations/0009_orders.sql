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
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_status_idx" ON "orders" USING btree ("member_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'to_pay';