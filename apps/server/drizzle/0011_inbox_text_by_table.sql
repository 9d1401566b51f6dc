DROP INDEX "reports_created_by_idx";--> statement-breakpoint
DROP INDEX "reports_complex_created_idx";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reports" drop column "search_text";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("reports"."omschrijving") || E'\n' || "reports"."nr"::text) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complexes_naam_trgm" ON "complexes" USING gin (lower("naam") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_created_by_idx" ON "reports" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_complex_created_idx" ON "reports" USING btree ("complex_id","created_at","id");--> statement-breakpoint
-- The inbox's text filter matches each of spec §5's fields where it is kept: the description and the number
-- in the request's search text (now a generated column, so that COPY fills it too, with its trigram index
-- and the statistics of migration 0010), the complex's and the requester's names in their own tables (their
-- trigram indexes above; their requests then by the indexes on complex and requester), the creation moment
-- by its own index (below), the status by name. With the names in every request's search text, a name's
-- trigrams were in most requests' and a search for one read most of the index.
DROP TRIGGER "reports_search_text" ON "reports";--> statement-breakpoint
DROP FUNCTION "reports_fill_search_text"();--> statement-breakpoint
DROP FUNCTION "report_search_text"(reports);--> statement-breakpoint
CREATE INDEX "reports_search_text_trgm" ON "reports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "users_name_trgm" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
-- The creation moment as the API writes it (ISO, UTC, to the millisecond), lower-case as the filter compares.
-- Its format has only numeric fields, so that it depends on no setting: immutable, as an index needs.
CREATE FUNCTION "report_moment_text"(moment timestamp with time zone) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char(moment AT TIME ZONE 'UTC', 'YYYY-MM-DD"t"HH24:MI:SS.MS"z"') $$;--> statement-breakpoint
-- Parts of a moment that do not begin with its year ('05-17', '10:30', a three-digit number that is also a
-- moment's milliseconds); a text from the year on is a range of creation moments, which the inbox reads
-- from reports_created_idx.
CREATE INDEX "reports_moment_trgm" ON "reports" USING gin ("report_moment_text"("created_at") gin_trgm_ops);
