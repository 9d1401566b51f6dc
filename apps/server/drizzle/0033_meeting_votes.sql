CREATE TABLE "meeting_attendance" (
	"meeting_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "meeting_attendance_meeting_id_unit_id_pk" PRIMARY KEY("meeting_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_proxies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_proxies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"given_by" integer NOT NULL,
	"holder_id" integer,
	"holder_name" text,
	"given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_proxies_unit" UNIQUE("meeting_id","unit_id"),
	CONSTRAINT "meeting_proxies_one_holder" CHECK (("meeting_proxies"."holder_id" is null) <> ("meeting_proxies"."holder_name" is null))
);
--> statement-breakpoint
CREATE TABLE "meeting_votes" (
	"item_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"choice" text NOT NULL,
	"paper" boolean NOT NULL,
	"cast_by" integer,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_votes_item_id_unit_id_pk" PRIMARY KEY("item_id","unit_id"),
	CONSTRAINT "meeting_votes_choice" CHECK ("meeting_votes"."choice" in ('for', 'against', 'abstain'))
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "present_unit_ids" integer[];--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "proxies_per_person" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_item_id_agenda_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_cast_by_users_id_fk" FOREIGN KEY ("cast_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendance_unit_id_idx" ON "meeting_attendance" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "meeting_proxies_unit_id_idx" ON "meeting_proxies" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "meeting_proxies_given_by_idx" ON "meeting_proxies" USING btree ("given_by");--> statement-breakpoint
CREATE INDEX "meeting_proxies_holder_id_idx" ON "meeting_proxies" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "meeting_votes_unit_id_idx" ON "meeting_votes" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "meeting_votes_cast_by_idx" ON "meeting_votes" USING btree ("cast_by");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_proxies_per_person" CHECK ("meetings"."proxies_per_person" >= 1);