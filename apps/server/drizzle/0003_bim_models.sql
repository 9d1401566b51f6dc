CREATE TABLE "bim_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bim_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"schema" text NOT NULL,
	"ifc_key" text NOT NULL,
	"ifc_bytes" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone,
	"fragments_key" text,
	"fragments_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "bim_viewpoints" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"camera" jsonb NOT NULL,
	"selected_guids" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Links made before viewpoints were stored point at nothing that could be restored.
ALTER TABLE "reports" ALTER COLUMN "viewpoint_id" SET DATA TYPE uuid USING NULL;--> statement-breakpoint
ALTER TABLE "bim_models" ADD CONSTRAINT "bim_models_project_id_bim_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bim_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bim_models" ADD CONSTRAINT "bim_models_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bim_viewpoints" ADD CONSTRAINT "bim_viewpoints_project_id_bim_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bim_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bim_viewpoints" ADD CONSTRAINT "bim_viewpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bim_models_project_idx" ON "bim_models" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "bim_models_pending_idx" ON "bim_models" USING btree ("id") WHERE "bim_models"."status" in ('QUEUED', 'CONVERTING');--> statement-breakpoint
CREATE INDEX "bim_viewpoints_project_idx" ON "bim_viewpoints" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_viewpoint_id_bim_viewpoints_guid_fk" FOREIGN KEY ("viewpoint_id") REFERENCES "public"."bim_viewpoints"("guid") ON DELETE set null ON UPDATE no action;