CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"debtor_id" integer NOT NULL,
	"booked_on" date NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"budget_id" integer,
	"month" integer,
	"corrects_id" integer,
	"booked_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('opening', 'contribution', 'charge', 'payment', 'correction')),
	CONSTRAINT "bookings_contribution_month" CHECK (("bookings"."kind" = 'contribution') = ("bookings"."budget_id" is not null and "bookings"."month" between 1 and 12)),
	CONSTRAINT "bookings_reversal" CHECK ("bookings"."corrects_id" is null or "bookings"."kind" = 'correction')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_corrects_id_bookings_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_debtor_idx" ON "bookings" USING btree ("debtor_id","booked_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_contribution_a_month" ON "bookings" USING btree ("debtor_id","budget_id","month");--> statement-breakpoint
CREATE INDEX "bookings_budget_idx" ON "bookings" USING btree ("budget_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_corrected_once" ON "bookings" USING btree ("corrects_id");--> statement-breakpoint
-- The balances typed in before bookings were kept become each debtor's opening booking, so that a balance is the sum of its bookings.
INSERT INTO "bookings" ("debtor_id", "booked_on", "kind", "description", "amount_cents", "created_at") SELECT "id", current_date, 'opening', '', "saldo_cents", now() FROM "debtors" WHERE "saldo_cents" <> 0;
