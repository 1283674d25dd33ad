CREATE TABLE "stock" (
	"product_id" integer NOT NULL,
	"size" varchar(40) NOT NULL,
	"setting" varchar(16) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	CONSTRAINT "stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "stock_setting_check" CHECK ("stock"."setting" in ('soldout', 'counted')),
	CONSTRAINT "stock_quantity_check" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(40) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"actor" varchar(32) NOT NULL,
	"before" varchar(16) NOT NULL,
	"after" varchar(16) NOT NULL,
	"units" integer,
	"order_number" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_events_order_idx" ON "stock_events" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "stock_events_size_idx" ON "stock_events" USING btree ("product_id","size","id");