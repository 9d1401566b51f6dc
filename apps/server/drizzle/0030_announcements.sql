CREATE TABLE "announcement_complexes" (
	"announcement_id" integer NOT NULL,
	"complex_id" integer NOT NULL,
	CONSTRAINT "announcement_complexes_announcement_id_complex_id_pk" PRIMARY KEY("announcement_id","complex_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_photos" (
	"announcement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "announcement_photos_announcement_id_file_id_pk" PRIMARY KEY("announcement_id","file_id"),
	CONSTRAINT "announcement_photos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"audience" text NOT NULL,
	"pinned_until" date,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_complexes" ADD CONSTRAINT "announcement_complexes_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_complexes" ADD CONSTRAINT "announcement_complexes_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_photos" ADD CONSTRAINT "announcement_photos_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_photos" ADD CONSTRAINT "announcement_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_complexes_complex_id_idx" ON "announcement_complexes" USING btree ("complex_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_published_at_idx" ON "announcements" USING btree ("published_at","id");