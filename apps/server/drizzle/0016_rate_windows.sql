CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_windows_ends_at" ON "rate_windows" USING btree ("ends_at");