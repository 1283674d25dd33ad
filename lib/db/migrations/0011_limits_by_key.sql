DROP INDEX "order_limits_day_idx";--> statement-breakpoint
CREATE INDEX "order_limits_keys_idx" ON "order_limits" USING gin ("keys") WITH (fastupdate=off);