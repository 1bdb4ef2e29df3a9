-- Profiles and usertags get a public id (a UUID), as aliases and channels have. Rows that exist
-- get a random one each (gen_random_uuid() is volatile, so it is evaluated per row); the default
-- is then dropped: new rows get theirs from Prisma (@default(uuid())), as the other tables do.

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "uuid" UUID NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE "Profile" ALTER COLUMN "uuid" DROP DEFAULT;

-- AlterTable
ALTER TABLE "Usertag" ADD COLUMN     "uuid" UUID NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE "Usertag" ALTER COLUMN "uuid" DROP DEFAULT;

-- CreateIndex
CREATE UNIQUE INDEX "Profile_uuid_key" ON "Profile"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "Usertag_uuid_key" ON "Usertag"("uuid");
