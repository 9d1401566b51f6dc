ALTER TABLE "agenda_items" ADD COLUMN "minutes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes_adopted_on" date;