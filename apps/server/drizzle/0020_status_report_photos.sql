CREATE TABLE "supplier_update_attachments" (
	"update_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "supplier_update_attachments_update_id_file_id_pk" PRIMARY KEY("update_id","file_id"),
	CONSTRAINT "supplier_update_attachments_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_update_attachments" ADD CONSTRAINT "supplier_update_attachments_update_id_supplier_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."supplier_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_update_attachments" ADD CONSTRAINT "supplier_update_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;