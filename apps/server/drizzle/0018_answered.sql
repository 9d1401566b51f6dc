ALTER TABLE "reports" RENAME COLUMN "supplier_reported_at" TO "answered_at";--> statement-breakpoint
DROP INDEX "reports_supplier_reported_idx";--> statement-breakpoint
CREATE INDEX "reports_answered_idx" ON "reports" USING btree ("answered_at","id") WHERE "reports"."status" <> 'NIEUW';--> statement-breakpoint
-- A closed request waits for nobody: from now on a move of the status clears the moment it was answered.
UPDATE "reports" SET "answered_at" = NULL WHERE "status" IN ('OPGELOST', 'AFGEWEZEN');
