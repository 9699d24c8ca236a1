-- What is left of analytics events older than ANALYTICS_RETENTION_DAYS (studio-api/retention.ts):
-- the beacon adds events for ever, so the sweep deletes old ones, and their counts by type move here
-- first, in the same transaction, so overview.php answers the same days and totals for a swept day
-- (docs/api-contract.md). One row per UTC day, the studio's clock (Accra is UTC+0); a later sweep
-- of that day's late rows adds to it. Sessions, pages and hours cannot be rebuilt from these.
CREATE TABLE analytics_days (
  date TEXT PRIMARY KEY,
  total_views INTEGER NOT NULL,
  total_clicks INTEGER NOT NULL,
  total_engagements INTEGER NOT NULL
);
