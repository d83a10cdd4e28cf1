CREATE TABLE "arrival_subscriptions" (
	"member_id" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"country_code" text NOT NULL,
	"product_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "arrival_subscriptions_member_id_sku_id_country_code_pk" PRIMARY KEY("member_id","sku_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"link" jsonb NOT NULL,
	"glyph" text NOT NULL,
	"colour" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "cart_items_line_unique" UNIQUE("member_id","country_code","sku_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"about" jsonb NOT NULL,
	"glyph" text NOT NULL,
	"colour" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_section_products" (
	"section_id" text NOT NULL,
	"product_no" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "home_section_products_section_id_product_no_pk" PRIMARY KEY("section_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"link" jsonb,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_no" text NOT NULL,
	"image_index" integer NOT NULL,
	"width" integer NOT NULL,
	"art_version" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_images_product_no_image_index_width_pk" PRIMARY KEY("product_no","image_index","width")
);
--> statement-breakpoint
CREATE TABLE "product_listings" (
	"product_no" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_coupon_goods" boolean DEFAULT false NOT NULL,
	"max_per_order" integer,
	"limit_per_member" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_listings_product_no_country_code_pk" PRIMARY KEY("product_no","country_code"),
	CONSTRAINT "product_listings_status_check" CHECK ("product_listings"."status" in ('on_shelf', 'removed')),
	CONSTRAINT "product_listings_max_per_order_check" CHECK ("product_listings"."max_per_order" is null or "product_listings"."max_per_order" > 0),
	CONSTRAINT "product_listings_limit_per_member_check" CHECK ("product_listings"."limit_per_member" is null or "product_listings"."limit_per_member" > 0),
	CONSTRAINT "product_listings_sales_check" CHECK ("product_listings"."sales_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"device_id" text,
	"country_code" text NOT NULL,
	"product_no" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_no" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"top_category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"brand" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"art" jsonb NOT NULL,
	"image_count" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_tokens" text[] NOT NULL,
	CONSTRAINT "products_image_count_check" CHECK ("products"."image_count" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "search_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"device_id" text,
	"country_code" text NOT NULL,
	"keyword" text NOT NULL,
	"normalized" text NOT NULL,
	"product_no" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"member_id" uuid NOT NULL,
	"normalized" text NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "search_history_member_id_normalized_pk" PRIMARY KEY("member_id","normalized")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"search_type" integer NOT NULL,
	"normalized" text NOT NULL,
	"keyword" text NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"sort" integer,
	CONSTRAINT "search_keywords_country_code_language_search_type_normalized_pk" PRIMARY KEY("country_code","language","search_type","normalized"),
	CONSTRAINT "search_keywords_type_check" CHECK ("search_keywords"."search_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"device_id" text,
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"keyword" text NOT NULL,
	"normalized" text NOT NULL,
	"result_count" integer NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_offers" (
	"sku_id" text NOT NULL,
	"country_code" text NOT NULL,
	"product_no" text NOT NULL,
	"price" integer NOT NULL,
	"scribing_price" integer,
	"stock" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sku_offers_sku_id_country_code_pk" PRIMARY KEY("sku_id","country_code"),
	CONSTRAINT "sku_offers_price_check" CHECK ("sku_offers"."price" >= 0),
	CONSTRAINT "sku_offers_scribing_check" CHECK ("sku_offers"."scribing_price" is null or "sku_offers"."scribing_price" > "sku_offers"."price"),
	CONSTRAINT "sku_offers_stock_check" CHECK ("sku_offers"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"product_no" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrival_subscriptions" ADD CONSTRAINT "arrival_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_subscriptions" ADD CONSTRAINT "arrival_subscriptions_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_section_products" ADD CONSTRAINT "home_section_products_section_id_home_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_section_products" ADD CONSTRAINT "home_section_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_top_category_id_categories_id_fk" FOREIGN KEY ("top_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_clicks" ADD CONSTRAINT "search_clicks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_offers" ADD CONSTRAINT "sku_offers_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_offers" ADD CONSTRAINT "sku_offers_product_no_country_code_product_listings_product_no_country_code_fk" FOREIGN KEY ("product_no","country_code") REFERENCES "public"."product_listings"("product_no","country_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_subscriptions_sku_idx" ON "arrival_subscriptions" USING btree ("sku_id","country_code");--> statement-breakpoint
CREATE INDEX "banners_country_idx" ON "banners" USING btree ("country_code","sort");--> statement-breakpoint
CREATE INDEX "cart_items_member_idx" ON "cart_items" USING btree ("member_id","country_code","seq");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "home_sections_country_idx" ON "home_sections" USING btree ("country_code","sort");--> statement-breakpoint
CREATE INDEX "product_listings_country_idx" ON "product_listings" USING btree ("country_code","status","sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_views_product_idx" ON "product_views" USING btree ("product_no","viewed_at");--> statement-breakpoint
CREATE INDEX "product_views_member_idx" ON "product_views" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_top_category_idx" ON "products" USING btree ("top_category_id");--> statement-breakpoint
CREATE INDEX "products_search_tokens_idx" ON "products" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "search_clicks_keyword_idx" ON "search_clicks" USING btree ("country_code","normalized","product_no");--> statement-breakpoint
CREATE INDEX "search_history_member_idx" ON "search_history" USING btree ("member_id","seq");--> statement-breakpoint
CREATE INDEX "search_keywords_rank_idx" ON "search_keywords" USING btree ("country_code","language","search_type","search_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_records_device_idx" ON "search_records" USING btree ("device_id","normalized","searched_at");--> statement-breakpoint
CREATE INDEX "search_records_member_idx" ON "search_records" USING btree ("member_id","normalized","searched_at");--> statement-breakpoint
CREATE INDEX "sku_offers_listing_idx" ON "sku_offers" USING btree ("product_no","country_code");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_no","sort");