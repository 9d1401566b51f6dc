CREATE TABLE "budget_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "budget_items_category" CHECK ("budget_items"."category" in ('management', 'insurance', 'energy', 'cleaning', 'maintenance', 'other', 'reserve')),
	CONSTRAINT "budget_items_amount" CHECK ("budget_items"."amount_cents" >= 0)
);
--> statement-breakpoint
DROP INDEX "budgets_financial_year_id_idx";--> statement-breakpoint
ALTER TABLE "budget_lines" ADD COLUMN "budget_item_id" integer;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "adopted_on" date;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "decision_item_id" integer;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_items_budget_id_idx" ON "budget_items" USING btree ("budget_id","position");--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_decision_item_id_agenda_items_id_fk" FOREIGN KEY ("decision_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_one_per_year" ON "budgets" USING btree ("financial_year_id");--> statement-breakpoint
CREATE INDEX "budgets_decision_item_idx" ON "budgets" USING btree ("decision_item_id");--> statement-breakpoint
-- The budgets from before adoption was kept were in force in their year: adopted on its first day.
UPDATE "budgets" SET "adopted_on" = make_date("financial_years"."year", 1, 1) FROM "financial_years" WHERE "financial_years"."id" = "budgets"."financial_year_id";
