CREATE TABLE "agenda_item_documents" (
	"item_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "agenda_item_documents_item_id_document_id_pk" PRIMARY KEY("item_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "agenda_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agenda_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"kind" text NOT NULL,
	"majority_numerator" integer,
	"majority_denominator" integer,
	"quorum_numerator" integer,
	"quorum_denominator" integer,
	"adopts_plan" boolean NOT NULL,
	CONSTRAINT "agenda_items_kind" CHECK ("agenda_items"."kind" in ('discussion', 'decision'))
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "online_link" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "chair" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "convoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "agenda_item_documents" ADD CONSTRAINT "agenda_item_documents_item_id_agenda_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_item_documents" ADD CONSTRAINT "agenda_item_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_item_documents_document_id_idx" ON "agenda_item_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "agenda_items_meeting_id_idx" ON "agenda_items" USING btree ("meeting_id","position");