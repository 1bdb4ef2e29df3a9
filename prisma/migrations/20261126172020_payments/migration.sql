-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('PENDING', 'SUBMITTED', 'CONFIRMED', 'FAILED');

-- AlterEnum
ALTER TYPE "NetworkOp" ADD VALUE 'TRANSFER';

-- DropIndex
DROP INDEX "LedgerEntry_operationId_key";

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "paymentId" INTEGER;

-- AlterTable
ALTER TABLE "StablecoinTransaction" ADD COLUMN     "paymentId" INTEGER,
ADD COLUMN     "toAddress" TEXT,
ALTER COLUMN "fiatIdentityId" DROP NOT NULL,
ALTER COLUMN "networkIdentityId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "senderId" INTEGER NOT NULL,
    "recipientId" INTEGER,
    "idempotencyKey" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'PENDING',
    "toKind" TEXT NOT NULL,
    "toValue" TEXT NOT NULL,
    "fromWalletId" INTEGER NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "cashOutIdentityId" INTEGER,
    "amount" DECIMAL(20,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "receiveAmount" DECIMAL(20,2) NOT NULL,
    "receiveCurrency" TEXT NOT NULL,
    "rate" DECIMAL(38,18) NOT NULL,
    "fee" DECIMAL(20,2) NOT NULL,
    "note" TEXT,
    "quoteId" UUID,
    "failureReason" TEXT,
    "confirmedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_uuid_key" ON "Payment"("uuid");

-- CreateIndex
CREATE INDEX "Payment_senderId_id_idx" ON "Payment"("senderId", "id");

-- CreateIndex
CREATE INDEX "Payment_recipientId_id_idx" ON "Payment"("recipientId", "id");

-- CreateIndex
CREATE INDEX "Payment_status_idx" ON "Payment"("status");

-- CreateIndex
CREATE INDEX "Payment_fromAddress_currency_createdAt_idx" ON "Payment"("fromAddress", "currency", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_senderId_idempotencyKey_key" ON "Payment"("senderId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_operationId_wallet_key" ON "LedgerEntry"("operationId", "wallet");

-- CreateIndex
CREATE INDEX "StablecoinTransaction_paymentId_idx" ON "StablecoinTransaction"("paymentId");

-- AddForeignKey
ALTER TABLE "StablecoinTransaction" ADD CONSTRAINT "StablecoinTransaction_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_fromWalletId_fkey" FOREIGN KEY ("fromWalletId") REFERENCES "Identity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
