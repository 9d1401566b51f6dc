CREATE TABLE "aspect_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aspect_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aspect_id" integer NOT NULL,
	"label" text NOT NULL,
	"location" text NOT NULL,
	"code_full" text NOT NULL,
	"code_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aspect_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aspect_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "aspects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aspects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complex_id" integer NOT NULL,
	"aspect_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_element_states" (
	"inspection_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"state" text NOT NULL,
	"state_description" text,
	"create_request" boolean NOT NULL,
	"request_description" text NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "inspection_element_states_inspection_id_element_id_pk" PRIMARY KEY("inspection_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_files" (
	"inspection_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "inspection_files_inspection_id_file_id_pk" PRIMARY KEY("inspection_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aspect_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"schedule_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"draft" boolean NOT NULL,
	"performed_at" timestamp with time zone,
	"state" text DEFAULT 'MISSING' NOT NULL,
	"state_description" text,
	"create_request" boolean DEFAULT false NOT NULL,
	"request_description" text DEFAULT '' NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"plan_date" date
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aspect_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"scheduled_date" date NOT NULL,
	"performed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_assignment_inspections" (
	"work_assignment_id" integer NOT NULL,
	"inspection_id" integer NOT NULL,
	CONSTRAINT "work_assignment_inspections_work_assignment_id_inspection_id_pk" PRIMARY KEY("work_assignment_id","inspection_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"titel" text NOT NULL,
	"actief" boolean NOT NULL,
	"begin_datum" date,
	"eind_datum" date,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"naam" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_assignment_id" integer NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"complex_id" integer NOT NULL,
	"omschrijving" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"start_date" date,
	"planning_date" date,
	"priority" text NOT NULL,
	"repair_type" text NOT NULL,
	"indication_amount_cents" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"request_id" integer
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "inspection_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "inspection_element_id" integer;--> statement-breakpoint
ALTER TABLE "aspect_elements" ADD CONSTRAINT "aspect_elements_aspect_id_aspects_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspects" ADD CONSTRAINT "aspects_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspects" ADD CONSTRAINT "aspects_aspect_type_id_aspect_types_id_fk" FOREIGN KEY ("aspect_type_id") REFERENCES "public"."aspect_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD CONSTRAINT "inspection_element_states_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD CONSTRAINT "inspection_element_states_element_id_aspect_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."aspect_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_aspect_id_aspects_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_supplier_id_supplier_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_aspect_id_aspects_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_supplier_id_supplier_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignment_inspections" ADD CONSTRAINT "work_assignment_inspections_work_assignment_id_work_assignments_id_fk" FOREIGN KEY ("work_assignment_id") REFERENCES "public"."work_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignment_inspections" ADD CONSTRAINT "work_assignment_inspections_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contracts" ADD CONSTRAINT "supplier_contracts_supplier_id_supplier_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_supplier_id_supplier_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_updates" ADD CONSTRAINT "supplier_updates_work_assignment_id_work_assignments_id_fk" FOREIGN KEY ("work_assignment_id") REFERENCES "public"."work_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_updates" ADD CONSTRAINT "supplier_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD CONSTRAINT "work_assignments_supplier_id_supplier_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD CONSTRAINT "work_assignments_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assignments" ADD CONSTRAINT "work_assignments_request_id_reports_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aspect_elements_aspect_id_idx" ON "aspect_elements" USING btree ("aspect_id");--> statement-breakpoint
CREATE INDEX "aspects_complex_id_idx" ON "aspects" USING btree ("complex_id");--> statement-breakpoint
CREATE INDEX "inspections_supplier_created_idx" ON "inspections" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspections_created_idx" ON "inspections" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_one_draft_per_schedule" ON "inspections" USING btree ("schedule_id","created_by") WHERE "inspections"."draft" and "inspections"."schedule_id" is not null;--> statement-breakpoint
CREATE INDEX "schedules_supplier_open_idx" ON "schedules" USING btree ("supplier_id","scheduled_date","id");--> statement-breakpoint
CREATE INDEX "work_assignment_inspections_inspection_idx" ON "work_assignment_inspections" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "supplier_contracts_supplier_created_idx" ON "supplier_contracts" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "supplier_members_supplier_id_idx" ON "supplier_members" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_updates_work_assignment_idx" ON "supplier_updates" USING btree ("work_assignment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_assignments_supplier_created_idx" ON "work_assignments" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_assignments_created_idx" ON "work_assignments" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_inspection_element_id_aspect_elements_id_fk" FOREIGN KEY ("inspection_element_id") REFERENCES "public"."aspect_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_inspection" ON "reports" USING btree ("inspection_id") WHERE "reports"."inspection_id" is not null and "reports"."inspection_element_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_inspection_element" ON "reports" USING btree ("inspection_id","inspection_element_id") WHERE "reports"."inspection_element_id" is not null;