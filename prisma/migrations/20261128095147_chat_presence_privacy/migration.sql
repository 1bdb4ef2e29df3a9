-- AlterTable
ALTER TABLE "User" ADD COLUMN     "hideLastSeen" BOOLEAN NOT NULL DEFAULT false;
