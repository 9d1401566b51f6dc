CREATE TABLE "response_targets" (
	"priority" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "response_targets" ("priority", "days") VALUES ('Spoed', 1), ('Hoog', 3), ('Normaal', 10), ('Laag', 30);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "priority" text DEFAULT 'Normaal' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "due_at" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
-- A request is due its response target of days after it was made: set when it is made and when its priority
-- changes (a priority without a target, 10 days).
CREATE FUNCTION reports_set_due_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.due_at := NEW.created_at + make_interval(days => coalesce(
    (SELECT days FROM response_targets WHERE priority = NEW.priority), 10));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_due_at BEFORE INSERT OR UPDATE OF priority, created_at ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_set_due_at();--> statement-breakpoint
UPDATE "reports" SET "due_at" = "created_at" + interval '10 days';--> statement-breakpoint
CREATE INDEX "reports_due_idx" ON "reports" USING btree ("due_at","id");
