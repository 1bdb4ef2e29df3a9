-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "lane" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "StablecoinTransaction" ADD COLUMN     "lane" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "StablecoinTransaction_lane_status_idx" ON "StablecoinTransaction"("lane", "status");
