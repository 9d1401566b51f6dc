ALTER TABLE "units" ADD COLUMN "votes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_votes_positive" CHECK ("units"."votes" >= 1);