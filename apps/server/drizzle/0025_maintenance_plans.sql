CREATE TABLE "plan_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complex_id" integer NOT NULL,
	"line_key" uuid NOT NULL,
	"work" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"score" integer NOT NULL,
	"inspection_id" integer,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"line_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"element_id" integer,
	"activity" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"vat_rate" integer NOT NULL,
	"first_year" integer NOT NULL,
	"cycle" integer,
	"note" text NOT NULL,
	CONSTRAINT "plan_lines_activity" CHECK ("plan_lines"."activity" in ('replace', 'repair', 'paint', 'inspect', 'clean', 'other')),
	CONSTRAINT "plan_lines_unit" CHECK ("plan_lines"."unit" in ('m2', 'm1', 'st', 'pst')),
	CONSTRAINT "plan_lines_vat_rate" CHECK ("plan_lines"."vat_rate" in (0, 9, 21)),
	CONSTRAINT "plan_lines_cycle" CHECK ("plan_lines"."cycle" between 1 and 100),
	CONSTRAINT "plan_lines_quantity" CHECK ("plan_lines"."quantity" > 0),
	CONSTRAINT "plan_lines_unit_price" CHECK ("plan_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complex_id" integer NOT NULL,
	"adopted_on" date,
	"price_date" date NOT NULL,
	"indexation" numeric(5, 2) NOT NULL,
	"start_year" integer NOT NULL,
	"horizon" integer NOT NULL,
	"reserve_at_start" numeric(14, 2) NOT NULL,
	"yearly_contribution" numeric(14, 2) NOT NULL,
	"contribution_by_year" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interest_rate" numeric(5, 2) NOT NULL,
	"rebuild_value" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_versions_horizon" CHECK ("plan_versions"."horizon" between 10 and 40)
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_lines" ADD CONSTRAINT "plan_lines_version_id_plan_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."plan_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_lines" ADD CONSTRAINT "plan_lines_element_id_aspect_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."aspect_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_versions" ADD CONSTRAINT "plan_versions_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_complex_id_idx" ON "plan_changes" USING btree ("complex_id","at");--> statement-breakpoint
CREATE INDEX "plan_lines_version_id_idx" ON "plan_lines" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "plan_lines_element_id_idx" ON "plan_lines" USING btree ("element_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_versions_one_draft" ON "plan_versions" USING btree ("complex_id") WHERE "plan_versions"."adopted_on" is null;--> statement-breakpoint
CREATE INDEX "plan_versions_complex_id_idx" ON "plan_versions" USING btree ("complex_id","adopted_on");