ALTER TABLE "inspection_element_states" ADD COLUMN "defects" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD COLUMN "survey_code" integer;--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD COLUMN "score" integer;--> statement-breakpoint
CREATE INDEX "inspection_element_states_element_idx" ON "inspection_element_states" USING btree ("element_id");--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD CONSTRAINT "inspection_element_states_survey_code" CHECK ("inspection_element_states"."survey_code" in (8, 9));--> statement-breakpoint
ALTER TABLE "inspection_element_states" ADD CONSTRAINT "inspection_element_states_score" CHECK ("inspection_element_states"."score" between 1 and 6 or "inspection_element_states"."score" in (8, 9));