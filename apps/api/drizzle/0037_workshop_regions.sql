CREATE TABLE "workshop_regions" (
	"workshop_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "workshop_regions_workshop_id_region_id_pk" PRIMARY KEY("workshop_id","region_id")
);
--> statement-breakpoint
ALTER TABLE "workshop_regions" ADD CONSTRAINT "workshop_regions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_regions" ADD CONSTRAINT "workshop_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_regions_region_id_index" ON "workshop_regions" USING btree ("region_id");