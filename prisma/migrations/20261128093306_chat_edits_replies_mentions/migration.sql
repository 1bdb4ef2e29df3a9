-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "editedAt" TIMESTAMPTZ(3),
ADD COLUMN     "mentionIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "replyToEnvelopeId" UUID;
