CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_accounts_channel_check" CHECK ("withdrawal_accounts"."channel" in ('alipay', 'wechat', 'bankCard'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "balance_after_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "withdrawal_account_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_user_id_idx" ON "withdrawal_accounts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdrawal_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("withdrawal_account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_id_amount_cents_idx" ON "wallet_transactions" USING btree ("user_id","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_user_id_idempotency_key_idx" ON "wallet_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_balance_after_check" CHECK ("wallet_transactions"."balance_after_cents" >= 0);--> statement-breakpoint
-- hand-written
-- Rows written before the ledger kept balances get theirs: the running sum of their user's
-- successful rows up to them, in the order they were written.
UPDATE wallet_transactions t SET balance_after_cents = r.balance
  FROM (
    SELECT id, coalesce(sum(amount_cents) FILTER (WHERE status = 'success') OVER (PARTITION BY user_id ORDER BY created_at, id), 0) AS balance
    FROM wallet_transactions
  ) r
  WHERE t.id = r.id;
--> statement-breakpoint
-- Each user with rows gets the wallet they sum to.
INSERT INTO wallets (user_id, balance_cents)
  SELECT user_id, coalesce(sum(amount_cents) FILTER (WHERE status = 'success'), 0) FROM wallet_transactions GROUP BY user_id;
