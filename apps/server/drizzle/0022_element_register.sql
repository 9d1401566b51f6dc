ALTER TABLE "aspect_elements" ADD COLUMN "nlsfb_code" text;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "quantity" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "installed_year" integer;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "expected_life" integer;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "replacement_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD COLUMN "global_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_nlsfb_code" CHECK ("aspect_elements"."nlsfb_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_quantity_unit" CHECK (("aspect_elements"."quantity" is null) = ("aspect_elements"."unit" is null));--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_unit" CHECK ("aspect_elements"."unit" in ('m2', 'm1', 'st', 'pst'));--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_quantity" CHECK ("aspect_elements"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_replacement_value" CHECK ("aspect_elements"."replacement_value" >= 0);