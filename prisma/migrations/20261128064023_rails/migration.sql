-- Rails (issue 31): a collection or payout per money operation (RailOperation), every verified
-- provider callback (RailCallback, unique event id = replay protection) and what a day's statement
-- reconciliation found (RailDiscrepancy). See docs/rails.md.

-- CreateEnum
CREATE TYPE "RailKind" AS ENUM ('COLLECTION', 'PAYOUT');

-- CreateEnum
CREATE TYPE "RailState" AS ENUM ('REQUESTING', 'PENDING', 'SUCCESSFUL', 'FAILED', 'EXPIRED', 'REVERSED');

-- CreateEnum
CREATE TYPE "RailDiscrepancyKind" AS ENUM ('MISSING_IN_LEDGER', 'MISSING_AT_PROVIDER', 'AMOUNT_MISMATCH', 'STATUS_MISMATCH');

-- CreateTable
CREATE TABLE "RailOperation" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "kind" "RailKind" NOT NULL,
    "provider" TEXT NOT NULL,
    "state" "RailState" NOT NULL DEFAULT 'REQUESTING',
    "amountMinor" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "providerId" TEXT,
    "reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextCheckAt" TIMESTAMPTZ(3),
    "acceptedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),
    "finalAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RailOperation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RailCallback" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "hintedState" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "known" BOOLEAN NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RailCallback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RailDiscrepancy" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "kind" "RailDiscrepancyKind" NOT NULL,
    "details" JSONB NOT NULL,
    "foundAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RailDiscrepancy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RailOperation_uuid_key" ON "RailOperation"("uuid");

-- CreateIndex
CREATE INDEX "RailOperation_nextCheckAt_idx" ON "RailOperation"("nextCheckAt");

-- CreateIndex
CREATE INDEX "RailOperation_provider_createdAt_idx" ON "RailOperation"("provider", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RailOperation_transactionId_kind_key" ON "RailOperation"("transactionId", "kind");

-- CreateIndex
CREATE INDEX "RailCallback_reference_idx" ON "RailCallback"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "RailCallback_provider_eventId_key" ON "RailCallback"("provider", "eventId");

-- CreateIndex
CREATE INDEX "RailDiscrepancy_resolvedAt_idx" ON "RailDiscrepancy"("resolvedAt");

-- CreateIndex
CREATE UNIQUE INDEX "RailDiscrepancy_provider_day_reference_kind_key" ON "RailDiscrepancy"("provider", "day", "reference", "kind");

-- AddForeignKey
ALTER TABLE "RailOperation" ADD CONSTRAINT "RailOperation_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "StablecoinTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
