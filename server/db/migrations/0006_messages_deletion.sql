CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_messages_kind_check" CHECK ("member_messages"."kind" in ('orders', 'promotions', 'system'))
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" in ('processing', 'cancelled', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","kind","id");--> statement-breakpoint
CREATE INDEX "member_messages_unread_idx" ON "member_messages" USING btree ("member_id") WHERE not "member_messages"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_unique" ON "deletion_requests" USING btree ("member_id") WHERE "deletion_requests"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "deletion_requests_due_idx" ON "deletion_requests" USING btree ("due_at") WHERE "deletion_requests"."status" = 'processing';