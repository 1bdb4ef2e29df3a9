-- A message copy says whether its text mentions the copy's owner: the unread-mention rule
-- (src/modules/conversation/unread.ts) reads it instead of looking for the viewer's id in
-- "mentionIds", so live reads for many viewers share one statement. Existing copies get it from
-- their conversation's owner.
ALTER TABLE "Message" ADD COLUMN "mentioned" BOOLEAN NOT NULL DEFAULT false;

UPDATE "Message" m SET "mentioned" = true
FROM "Conversation" c WHERE c."id" = m."conversationId" AND c."ownerId" = ANY(m."mentionIds");
