CREATE TABLE "patient_records" (
	"order_number" varchar(16) PRIMARY KEY NOT NULL,
	"recommendation_number" varchar(40),
	"expires" varchar(10),
	"issuer" varchar(120),
	"erase_after" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone,
	"document_checked_at" timestamp with time zone,
	"document_checked_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_records" ADD CONSTRAINT "patient_records_order_number_orders_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_records_erase_idx" ON "patient_records" USING btree ("erase_after") WHERE "patient_records"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "patient_records_recommendation_idx" ON "patient_records" USING btree ("recommendation_number");