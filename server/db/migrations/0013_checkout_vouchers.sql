ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_spend_once" ON "coin_entries" USING btree ("order_no") WHERE "coin_entries"."kind" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_return_once" ON "coin_entries" USING btree ("order_no") WHERE "coin_entries"."kind" = 'adjust' and "coin_entries"."amount" > 0;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_paid_check" CHECK ("order_lines"."paid_amount" is null or ("order_lines"."paid_amount" >= 0 and "order_lines"."paid_amount" <= "order_lines"."unit_price" * "order_lines"."quantity"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."product_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."voucher_discount" >= 0 and "orders"."shipping_discount" >= 0 and "orders"."shipping_discount" <= "orders"."shipping_fee" and "orders"."coins_used" >= 0 and "orders"."coins_value" >= 0 and "orders"."total" >= 0 and "orders"."subtotal" = "orders"."product_amount" - "orders"."discount_amount" and "orders"."total" = "orders"."subtotal" + "orders"."shipping_fee" - "orders"."voucher_discount" - "orders"."shipping_discount" - "orders"."coins_value");