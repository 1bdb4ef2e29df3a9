-- AlterTable
ALTER TABLE "StablecoinTransaction" ADD COLUMN     "networkNonce" INTEGER,
ADD COLUMN     "signedTx" TEXT;
