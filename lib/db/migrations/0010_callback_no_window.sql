ALTER TABLE "orders" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "expires_at" = NULL WHERE "payment_method" <> 'bitcoin';
