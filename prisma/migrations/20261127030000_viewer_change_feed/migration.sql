-- The change feed of the response cache (src/db/change-feed.ts, src/schema/response-cache.ts):
-- every committed change to a row that a cacheable GraphQL field shows sends the id of each user
-- who can see it on the channel `fas_viewer_changed`, and every instance drops those users'
-- cached answers. PostgreSQL sends notifications at commit only (none for a rolled-back
-- transaction) and merges repeats within one transaction, so a burst costs one per user.

-- CreateIndex (a contact's change reaches the owners of the conversations with them)
CREATE INDEX "Conversation_contactId_idx" ON "Conversation"("contactId");

CREATE FUNCTION fas_viewer_changed(user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF user_id IS NOT NULL THEN
    PERFORM pg_notify('fas_viewer_changed', user_id::text);
  END IF;
END $$;

-- What others see of a user as their contact (Contact: id, username, avatarUrl, phoneNumber,
-- isSystem, createdAt) changed: the user and everyone with a conversation with them.
CREATE FUNCTION fas_contact_changed(contact integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fas_viewer_changed(contact);
  PERFORM pg_notify('fas_viewer_changed', c."ownerId"::text) FROM "Conversation" c WHERE c."contactId" = contact;
END $$;

-- "User": a change to what a contact shows reaches the contact's conversations; the rest
-- (e-mail, hashes, last activity) only the user sees.
CREATE FUNCTION fas_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM fas_contact_changed(OLD.id);
  ELSIF TG_OP = 'UPDATE'
    AND (OLD.uuid, OLD.kind, OLD."avatarUrl", OLD."createdAt")
      IS NOT DISTINCT FROM (NEW.uuid, NEW.kind, NEW."avatarUrl", NEW."createdAt") THEN
    PERFORM fas_viewer_changed(NEW.id);
  ELSE
    PERFORM fas_contact_changed(NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION fas_user_changed();

-- A row that belongs to one user, named by the column TG_ARGV[0]: that user is told, and with
-- TG_ARGV[1] = 'contacts' also everyone with a conversation with them. An update that keeps the
-- row's owner tells them once.
CREATE FUNCTION fas_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_column text := TG_ARGV[0];
  old_owner integer;
  new_owner integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_owner := (to_jsonb(OLD) ->> owner_column)::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_owner := (to_jsonb(NEW) ->> owner_column)::integer; END IF;
  IF new_owner IS NOT DISTINCT FROM old_owner THEN new_owner := NULL; END IF;
  IF TG_ARGV[1] = 'contacts' THEN
    PERFORM fas_contact_changed(old_owner);
    PERFORM fas_contact_changed(new_owner);
  ELSE
    PERFORM fas_viewer_changed(old_owner);
    PERFORM fas_viewer_changed(new_owner);
  END IF;
  RETURN NULL;
END $$;
-- Profile and usertag: the owner and their contacts (phone number, username).
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Profile"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('userId', 'contacts');
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Usertag"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('userId', 'contacts');
-- Aliases, identities, channels: their owner only.
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Alias"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('userId', 'owner');
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Identity"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('userId', 'owner');
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Channel"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('userId', 'owner');
-- A conversation: its owner (each member's conversation is their own row).
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Conversation"
  FOR EACH ROW EXECUTE FUNCTION fas_row_changed('ownerId', 'owner');

-- "Message": the owner of the conversation that holds this copy (last message, unread counts),
-- one lookup per row (marking a conversation read updates many). A copy deleted with its
-- conversation finds none; the conversation's own trigger told them.
CREATE FUNCTION fas_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_conversation uuid;
  new_conversation uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_conversation := OLD."conversationId"; END IF;
  IF TG_OP <> 'DELETE' THEN new_conversation := NEW."conversationId"; END IF;
  PERFORM pg_notify('fas_viewer_changed', c."ownerId"::text) FROM "Conversation" c WHERE c.id IN (old_conversation, new_conversation);
  RETURN NULL;
END $$;
CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "Message"
  FOR EACH ROW EXECUTE FUNCTION fas_message_changed();
