DROP INDEX "schedules_supplier_open_idx";--> statement-breakpoint
CREATE INDEX "schedules_open_idx" ON "schedules" USING btree ("scheduled_date","id") WHERE "schedules"."performed_at" is null;--> statement-breakpoint
CREATE INDEX "schedules_supplier_open_idx" ON "schedules" USING btree ("supplier_id","scheduled_date","id") WHERE "schedules"."performed_at" is null;