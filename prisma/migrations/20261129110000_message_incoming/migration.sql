-- A message copy says whether another member sent it (not its owner): the unread rule
-- (src/modules/conversation/service.ts unreadWhere) reads it instead of comparing the sender with
-- the viewer, so live reads for many viewers share one statement. Existing copies get it from
-- their conversation's owner.
ALTER TABLE "Message" ADD COLUMN "incoming" BOOLEAN;

UPDATE "Message" m SET "incoming" = (m."senderId" <> c."ownerId")
FROM "Conversation" c WHERE c."id" = m."conversationId";

ALTER TABLE "Message" ALTER COLUMN "incoming" SET NOT NULL;
