DROP INDEX "coin_entries_member_idx";--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "country_code" text;--> statement-breakpoint
-- Hand-written (ADR 032): a member's existing coins go whole to one country, the country of their
-- orders when every order on their ledger is of one country, else the country they registered in,
-- so no member's balance moves and no spend made under ADR 025 turns into a debt.
UPDATE "coin_entries" AS "e" SET "country_code" = coalesce(
  (SELECT min("o"."country_code") FROM "coin_entries" AS "x" JOIN "orders" AS "o" ON "o"."order_no" = "x"."order_no"
    WHERE "x"."member_id" = "e"."member_id" HAVING count(DISTINCT "o"."country_code") = 1),
  (SELECT "m"."country_code" FROM "members" AS "m" WHERE "m"."id" = "e"."member_id"));--> statement-breakpoint
ALTER TABLE "coin_entries" ALTER COLUMN "country_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "coin_entries_member_idx" ON "coin_entries" USING btree ("member_id","country_code","id");--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_country_check" CHECK ("coin_entries"."country_code" in ('ID', 'SG', 'MY'));
