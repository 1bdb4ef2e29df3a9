-- AlterTable
ALTER TABLE "Attachment" ADD COLUMN     "pending" BOOLEAN NOT NULL DEFAULT false;
