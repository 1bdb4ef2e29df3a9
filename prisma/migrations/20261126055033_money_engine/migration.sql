-- AlterEnum
ALTER TYPE "TxStatus" ADD VALUE 'REORGED';

-- AlterTable
ALTER TABLE "StablecoinTransaction" ADD COLUMN     "blockHash" TEXT,
ADD COLUMN     "blockNumber" BIGINT,
ADD COLUMN     "confirmedAt" TIMESTAMPTZ(3),
ADD COLUMN     "permitDeadline" BIGINT,
ADD COLUMN     "permitNonce" BIGINT;

-- CreateTable
CREATE TABLE "ChainTransaction" (
    "id" SERIAL NOT NULL,
    "chainId" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "nonce" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "signedTx" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "operationId" INTEGER,
    "replaced" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChainTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChainAccount" (
    "chainId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "nextNonce" INTEGER NOT NULL,

    CONSTRAINT "ChainAccount_pkey" PRIMARY KEY ("chainId","address")
);

-- CreateTable
CREATE TABLE "EngineLease" (
    "name" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EngineLease_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "operationId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "wallet" TEXT NOT NULL,
    "amount" DECIMAL(38,18) NOT NULL,
    "blockNumber" BIGINT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MoneyCheck" (
    "subject" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "detail" TEXT NOT NULL,
    "blockNumber" BIGINT,
    "onChain" DECIMAL(38,18),
    "ledger" DECIMAL(38,18),
    "checkedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MoneyCheck_pkey" PRIMARY KEY ("subject")
);

-- CreateIndex
CREATE UNIQUE INDEX "ChainTransaction_hash_key" ON "ChainTransaction"("hash");

-- CreateIndex
CREATE INDEX "ChainTransaction_chainId_sender_nonce_idx" ON "ChainTransaction"("chainId", "sender", "nonce");

-- CreateIndex
CREATE INDEX "ChainTransaction_operationId_idx" ON "ChainTransaction"("operationId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_operationId_key" ON "LedgerEntry"("operationId");

-- CreateIndex
CREATE INDEX "LedgerEntry_token_blockNumber_idx" ON "LedgerEntry"("token", "blockNumber");

-- CreateIndex
CREATE INDEX "LedgerEntry_wallet_token_idx" ON "LedgerEntry"("wallet", "token");

-- CreateIndex
CREATE INDEX "StablecoinTransaction_status_blockNumber_idx" ON "StablecoinTransaction"("status", "blockNumber");

-- AddForeignKey
ALTER TABLE "ChainTransaction" ADD CONSTRAINT "ChainTransaction_operationId_fkey" FOREIGN KEY ("operationId") REFERENCES "StablecoinTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_operationId_fkey" FOREIGN KEY ("operationId") REFERENCES "StablecoinTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Backfill from the previous engine: its stored signed transactions join the chain ledger, and
-- its confirmed operations become ledger entries (mined block unknown: recorded as 0).
INSERT INTO "ChainTransaction" ("chainId", "sender", "nonce", "hash", "signedTx", "purpose", "operationId")
SELECT c."chainId", '', s."networkNonce", s."networkTxHash", s."signedTx", lower(s."networkOp"::text), s."id"
FROM "StablecoinTransaction" s
JOIN "ChainContract" c ON lower(c."address") = lower(s."tokenAddress")
WHERE s."signedTx" IS NOT NULL AND s."networkTxHash" IS NOT NULL AND s."networkNonce" IS NOT NULL;

INSERT INTO "LedgerEntry" ("operationId", "token", "wallet", "amount", "blockNumber")
SELECT s."id", s."tokenAddress", s."walletAddress",
       CASE WHEN s."networkOp" = 'MINT' THEN s."tokenAmt" ELSE -s."tokenAmt" END, 0
FROM "StablecoinTransaction" s
WHERE s."status" = 'CONFIRMED';
