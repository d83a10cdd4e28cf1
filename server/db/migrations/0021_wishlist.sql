CREATE TABLE "wishlist_items" (
	"member_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"product_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	"seen_price" integer NOT NULL,
	"seen_in_stock" boolean NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "wishlist_items_member_id_country_code_product_no_pk" PRIMARY KEY("member_id","country_code","product_no")
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_member_idx" ON "wishlist_items" USING btree ("member_id","country_code","seq");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_no","country_code");