-- Leads in the admin inbox (issue 25, docs/api-contract.md 'Leads'): contact messages and newsletter
-- sign-ups get a status the studio moves along (new → read → replied, or archived). A contact
-- message is an enquiry when the site sent the basket's lines with it (`lines`, JSON, our
-- extension); enquiries stored before this migration are recognised by the message the site builds.
ALTER TABLE contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact' CHECK (kind IN ('contact', 'enquiry'));
ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'replied', 'archived'));
ALTER TABLE contact_messages ADD COLUMN lines TEXT;
ALTER TABLE contact_messages ADD COLUMN updated_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'replied', 'archived'));
ALTER TABLE newsletter_subscribers ADD COLUMN updated_at TEXT;

UPDATE contact_messages SET kind = 'enquiry'
WHERE subject = 'product-design' AND message LIKE 'Order enquiry from the shop:%';

CREATE INDEX contact_messages_by_status ON contact_messages (status, created_at);
CREATE INDEX contact_messages_by_date ON contact_messages (created_at);
CREATE INDEX newsletter_by_status ON newsletter_subscribers (status, created_at);
