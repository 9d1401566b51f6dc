ALTER TABLE "report_messages" ADD COLUMN "bcf_guid" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "bcf_guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "report_messages_bcf_guid" ON "report_messages" USING btree ("report_id","bcf_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_project_bcf_guid" ON "reports" USING btree ("bim_project_id","bcf_guid");