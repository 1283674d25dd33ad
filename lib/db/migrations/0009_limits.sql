CREATE TABLE "order_limits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shop_day" varchar(10) NOT NULL,
	"keys" text[] NOT NULL,
	"amounts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_limits" ADD CONSTRAINT "order_limits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_limits_day_idx" ON "order_limits" USING btree ("shop_day");