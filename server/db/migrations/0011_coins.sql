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
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_member_idx" ON "coin_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_earn_once" ON "coin_entries" USING btree ("order_no") WHERE "coin_entries"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_expire_once" ON "coin_entries" USING btree ("lot_id") WHERE "coin_entries"."kind" = 'expire';--> statement-breakpoint
CREATE INDEX "coin_entries_expiry_idx" ON "coin_entries" USING btree ("expires_at") WHERE "coin_entries"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "points";