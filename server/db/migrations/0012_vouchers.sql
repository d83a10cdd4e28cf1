CREATE TABLE "voucher_campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_no" text NOT NULL,
	CONSTRAINT "voucher_campaign_products_campaign_id_product_no_pk" PRIMARY KEY("campaign_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "voucher_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"kind" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days_after_claim" integer,
	"total_quantity" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"new_users_only" boolean DEFAULT false NOT NULL,
	"app_only" boolean DEFAULT false NOT NULL,
	"online_only" boolean DEFAULT false NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"code" text,
	"listed" boolean DEFAULT true NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_campaigns_kind_check" CHECK ("voucher_campaigns"."kind" in ('discount', 'shipping')),
	CONSTRAINT "voucher_campaigns_scope_check" CHECK ("voucher_campaigns"."scope" in ('all', 'selected')),
	CONSTRAINT "voucher_campaigns_discount_type_check" CHECK ("voucher_campaigns"."discount_type" in ('fixed', 'percent')),
	CONSTRAINT "voucher_campaigns_value_check" CHECK ("voucher_campaigns"."value" > 0 and ("voucher_campaigns"."discount_type" = 'fixed' or "voucher_campaigns"."value" <= 10000)),
	CONSTRAINT "voucher_campaigns_window_check" CHECK ("voucher_campaigns"."starts_at" < "voucher_campaigns"."ends_at"),
	CONSTRAINT "voucher_campaigns_validity_check" CHECK (("voucher_campaigns"."valid_days_after_claim" is null and "voucher_campaigns"."valid_from" is not null and "voucher_campaigns"."valid_until" is not null and "voucher_campaigns"."valid_from" < "voucher_campaigns"."valid_until")
        or ("voucher_campaigns"."valid_days_after_claim" > 0 and "voucher_campaigns"."valid_from" is null and "voucher_campaigns"."valid_until" is null)),
	CONSTRAINT "voucher_campaigns_quantity_check" CHECK ("voucher_campaigns"."claimed_count" >= 0 and ("voucher_campaigns"."total_quantity" is null or "voucher_campaigns"."claimed_count" <= "voucher_campaigns"."total_quantity")),
	CONSTRAINT "voucher_campaigns_limit_check" CHECK ("voucher_campaigns"."per_member_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'unuse' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_order_no" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "voucher_claims_status_check" CHECK ("voucher_claims"."status" in ('unuse', 'used', 'expired')),
	CONSTRAINT "voucher_claims_used_check" CHECK (("voucher_claims"."status" = 'used') = ("voucher_claims"."used_order_no" is not null and "voucher_claims"."used_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "voucher_campaign_products" ADD CONSTRAINT "voucher_campaign_products_campaign_id_voucher_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voucher_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_campaign_products" ADD CONSTRAINT "voucher_campaign_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_campaign_id_voucher_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voucher_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_campaign_products_product_idx" ON "voucher_campaign_products" USING btree ("product_no");--> statement-breakpoint
CREATE INDEX "voucher_campaigns_country_idx" ON "voucher_campaigns" USING btree ("country_code","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_campaigns_code_unique" ON "voucher_campaigns" USING btree ("country_code","code") WHERE "voucher_campaigns"."code" is not null;--> statement-breakpoint
CREATE INDEX "voucher_claims_member_idx" ON "voucher_claims" USING btree ("member_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "voucher_claims_campaign_member_idx" ON "voucher_claims" USING btree ("campaign_id","member_id");--> statement-breakpoint
CREATE INDEX "voucher_claims_order_idx" ON "voucher_claims" USING btree ("used_order_no") WHERE "voucher_claims"."used_order_no" is not null;