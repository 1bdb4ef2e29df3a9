-- AlterEnum
ALTER TYPE "AccountCodePurpose" ADD VALUE 'CHANGE_EMAIL';
