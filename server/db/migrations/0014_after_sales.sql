CREATE TABLE "after_sales_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"state" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"request_no" text,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_lines" (
	"request_no" text NOT NULL,
	"order_no" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "after_sales_lines_request_no_sku_id_pk" PRIMARY KEY("request_no","sku_id"),
	CONSTRAINT "after_sales_lines_quantity_check" CHECK ("after_sales_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales_requests" (
	"no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"closed_reason" text,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"refund_amount" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"coins_clawed_back" integer DEFAULT 0 NOT NULL,
	"return_deadline" timestamp with time zone,
	"logistics" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "after_sales_type_check" CHECK ("after_sales_requests"."type" in ('refund_only', 'return_refund')),
	CONSTRAINT "after_sales_state_check" CHECK ("after_sales_requests"."state" in ('pending_review', 'interception_requested', 'awaiting_return', 'returned_awaiting_merchant', 'pending_inspection', 'refund_pending', 'refund_successful', 'failed', 'cancelled')),
	CONSTRAINT "after_sales_amounts_check" CHECK ("after_sales_requests"."amount" >= 0 and "after_sales_requests"."fee" >= 0 and "after_sales_requests"."refund_amount" >= 0 and "after_sales_requests"."refund_amount" <= "after_sales_requests"."amount")
);
--> statement-breakpoint
CREATE TABLE "refund_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"holder_name" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_defaults" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid,
	"wallet" text
);
--> statement-breakpoint
CREATE TABLE "refund_wallets" (
	"member_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"masked_phone" text NOT NULL,
	"token" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_wallets_member_id_wallet_pk" PRIMARY KEY("member_id","wallet")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"request_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"destination" jsonb NOT NULL,
	"target_token" text,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"refund_key" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"payment_ref" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_request_no_after_sales_requests_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."after_sales_requests"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_evidence" ADD CONSTRAINT "after_sales_evidence_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_evidence" ADD CONSTRAINT "after_sales_evidence_request_no_after_sales_requests_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."after_sales_requests"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_request_no_after_sales_requests_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."after_sales_requests"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_cards" ADD CONSTRAINT "refund_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_defaults" ADD CONSTRAINT "refund_defaults_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_defaults" ADD CONSTRAINT "refund_defaults_card_id_refund_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."refund_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_wallets" ADD CONSTRAINT "refund_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_no_after_sales_requests_no_fk" FOREIGN KEY ("request_no") REFERENCES "public"."after_sales_requests"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_events_request_idx" ON "after_sales_events" USING btree ("request_no","id");--> statement-breakpoint
CREATE INDEX "after_sales_evidence_member_idx" ON "after_sales_evidence" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_lines_one_open_idx" ON "after_sales_lines" USING btree ("order_no","sku_id") WHERE "after_sales_lines"."open";--> statement-breakpoint
CREATE INDEX "after_sales_member_idx" ON "after_sales_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales_requests" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "after_sales_return_deadline_idx" ON "after_sales_requests" USING btree ("return_deadline") WHERE "after_sales_requests"."state" = 'awaiting_return';--> statement-breakpoint
CREATE INDEX "refund_cards_member_idx" ON "refund_cards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_requested_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'requested';