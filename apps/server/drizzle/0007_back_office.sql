CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "report_message_attachments" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "report_message_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id"),
	CONSTRAINT "report_message_attachments_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "report_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"visibility" text NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_views" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_views_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "supplier_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "report_message_attachments" ADD CONSTRAINT "report_message_attachments_message_id_report_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_message_attachments" ADD CONSTRAINT "report_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_messages_report_idx" ON "report_messages" USING btree ("report_id","created_at","id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD CONSTRAINT "work_assignments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_handled_by_created_idx" ON "reports" USING btree ("handled_by","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_supplier_reported_idx" ON "reports" USING btree ("supplier_reported_at") WHERE "reports"."status" = 'IN_BEHANDELING';--> statement-breakpoint
CREATE INDEX "reports_search_text_trgm" ON "reports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_assignments_request_idx" ON "work_assignments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "work_assignments_complex_created_idx" ON "work_assignments" USING btree ("complex_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_assignments_open_planning_idx" ON "work_assignments" USING btree ("planning_date") WHERE not "work_assignments"."completed";--> statement-breakpoint
-- The inbox's text filter (spec §5's fields but the status, which the query matches by name): lower-case,
-- one field a line, so that a text matches within one field only, but the complex name and the number,
-- which together name a request ('Het Anker 1'). The date is written as the API writes it (ISO, UTC).
CREATE FUNCTION report_search_text(report reports) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(E'\n',
    report.omschrijving,
    concat_ws(' ', (SELECT naam FROM complexes WHERE id = report.complex_id), report.nr::text),
    (SELECT name FROM users WHERE id = report.created_by),
    to_char(report.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
$$;--> statement-breakpoint
CREATE FUNCTION reports_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := report_search_text(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_search_text BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION reports_fill_search_text();--> statement-breakpoint
UPDATE reports SET search_text = report_search_text(reports);--> statement-breakpoint
-- The counters per status, kept per statement (a bulk insert adds its rows once).
CREATE FUNCTION report_status_totals_add(counted_status text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_status_totals (status, total) VALUES (counted_status, delta)
  ON CONFLICT (status) DO UPDATE SET total = report_status_totals.total + EXCLUDED.total
$$;--> statement-breakpoint
CREATE FUNCTION reports_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_status_totals_add(status, count(*)) FROM new_rows GROUP BY status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reports_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_status_totals_add(status, -count(*)) FROM old_rows GROUP BY status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reports_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_status_totals_add(status, -count(*)) FROM old_rows GROUP BY status;
  PERFORM report_status_totals_add(status, count(*)) FROM new_rows GROUP BY status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_counted_on_insert AFTER INSERT ON reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_count_inserted();--> statement-breakpoint
CREATE TRIGGER reports_counted_on_delete AFTER DELETE ON reports REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_count_deleted();--> statement-breakpoint
CREATE TRIGGER reports_counted_on_update AFTER UPDATE ON reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_count_updated();--> statement-breakpoint
INSERT INTO report_status_totals (status, total) SELECT status, count(*) FROM reports GROUP BY status;
