-- CreateTable
CREATE TABLE "PaymentQuote" (
    "id" UUID NOT NULL,
    "userId" INTEGER NOT NULL,
    "sendAmount" DECIMAL(20,2) NOT NULL,
    "sendCurrency" TEXT NOT NULL,
    "receiveAmount" DECIMAL(20,2) NOT NULL,
    "receiveCurrency" TEXT NOT NULL,
    "rate" DECIMAL(38,18) NOT NULL,
    "fee" DECIMAL(20,2) NOT NULL,
    "rateAsOf" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentQuote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentQuote_userId_idx" ON "PaymentQuote"("userId");

-- AddForeignKey
ALTER TABLE "PaymentQuote" ADD CONSTRAINT "PaymentQuote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
