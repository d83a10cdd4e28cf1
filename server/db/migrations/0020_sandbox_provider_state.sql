CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"issuer" jsonb,
	"return_url" text NOT NULL,
	"merchant_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"next_action" jsonb NOT NULL,
	"card_last4" text,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_links" (
	"token" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone
);
