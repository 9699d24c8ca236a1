-- The reference the site gave the visitor (`AN-2611-0042`, our extension, docs/api-contract.md
-- 'Leads'): sent beside a contact message, answered with the lead, so the inbox can find the
-- site's record of the same lead (its source, its acknowledgement, the studio's replies).
ALTER TABLE contact_messages ADD COLUMN reference TEXT;
CREATE INDEX contact_messages_by_reference ON contact_messages (reference);
