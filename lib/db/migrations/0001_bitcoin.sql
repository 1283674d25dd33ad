CREATE TABLE "bitcoin_accounts" (
	"account" varchar(32) PRIMARY KEY NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitcoin_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"order_number" varchar(16) NOT NULL,
	"address" varchar(100) NOT NULL,
	"account" varchar(32),
	"address_index" integer,
	"amount_sats" bigint,
	"rate_usd" varchar(32),
	"rate_at" timestamp with time zone,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"received_sats" bigint DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitcoin_transactions" (
	"order_number" varchar(16) NOT NULL,
	"txid" varchar(64) NOT NULL,
	"sats" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bitcoin_transactions_order_number_txid_pk" PRIMARY KEY("order_number","txid")
);
--> statement-breakpoint
ALTER TABLE "bitcoin_payments" ADD CONSTRAINT "bitcoin_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bitcoin_payments_order_number_key" ON "bitcoin_payments" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bitcoin_payments_account_index_key" ON "bitcoin_payments" USING btree ("account","address_index");--> statement-breakpoint
CREATE INDEX "bitcoin_payments_watch_idx" ON "bitcoin_payments" USING btree ("quote_expires_at") WHERE "bitcoin_payments"."watched";