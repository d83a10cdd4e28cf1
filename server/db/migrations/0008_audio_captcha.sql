CREATE TABLE "captcha_audio" (
	"captcha_id" uuid PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captcha_audio" ADD CONSTRAINT "captcha_audio_captcha_id_captchas_id_fk" FOREIGN KEY ("captcha_id") REFERENCES "public"."captchas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_audio_device_idx" ON "captcha_audio" USING btree ("device_id","created_at");