ALTER TABLE "units" ADD COLUMN "cost_share" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_cost_share_positive" CHECK ("units"."cost_share" >= 1);