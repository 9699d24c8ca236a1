-- Idempotency keys seen on the lead calls (contacts/saleslist.php, forms/newsletter.php): the site's
-- outbox retries a lead with the same key, and the first answer is replayed instead of a second row
-- (docs/api-contract.md, "Idempotency-Key"). Numbered 010 to stay clear of other branches' 00x files.
CREATE TABLE idempotency_keys (
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (path, key)
);
