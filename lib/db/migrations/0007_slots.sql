CREATE TABLE "slot_bookings" (
	"kind" varchar(16) NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_kind_slot_start_pk" PRIMARY KEY("kind","slot_start"),
	CONSTRAINT "slot_bookings_taken_check" CHECK ("slot_bookings"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"order_number" varchar(16) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
