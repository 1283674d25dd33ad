CREATE TABLE "day_overrides" (
	"date" varchar(10) PRIMARY KEY NOT NULL,
	"intervals" jsonb NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hours_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"date" varchar(10),
	"before" text NOT NULL,
	"after" text NOT NULL,
	"actor" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_pause" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"message" varchar(200) NOT NULL,
	"paused_by" varchar(32) NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordering_pause_one_row" CHECK ("ordering_pause"."id" = 1)
);
