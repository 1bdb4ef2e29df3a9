-- Idempotency keys in two scopes (issue: a recipient who used a payment leg's key for a deposit
-- of their own froze the payment). The client's and the engine's keys never collide.

-- CreateEnum
CREATE TYPE "KeyScope" AS ENUM ('CLIENT', 'ENGINE');

-- DropIndex
DROP INDEX "StablecoinTransaction_userId_idempotencyKey_key";

-- AlterTable
ALTER TABLE "StablecoinTransaction" ADD COLUMN     "keyScope" "KeyScope" NOT NULL DEFAULT 'CLIENT';

-- The engine's rows so far: a payment's legs (paymentId set) and a payment's cash-out (the
-- recipient's withdrawal keyed payment:<uuid>:cashout and recorded with the payment's
-- requestHash, which no request of a client's has). A client's row that took a leg's key stays
-- the client's: the leg it blocked is recorded on the engine's next pass.
UPDATE "StablecoinTransaction" SET "keyScope" = 'ENGINE' WHERE "paymentId" IS NOT NULL;
UPDATE "StablecoinTransaction" t SET "keyScope" = 'ENGINE'
  FROM "Payment" p
  WHERE t."paymentId" IS NULL AND t."userId" = p."recipientId" AND t."requestHash" = p."requestHash"
    AND t."idempotencyKey" = 'payment:' || p."uuid"::text || ':cashout';

-- CreateIndex
CREATE UNIQUE INDEX "StablecoinTransaction_userId_keyScope_idempotencyKey_key" ON "StablecoinTransaction"("userId", "keyScope", "idempotencyKey");
