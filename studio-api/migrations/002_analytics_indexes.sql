-- The analytics list's summary at 200,000 events (docs/performance.md): one COUNT(DISTINCT …) over
-- the table took 0.5–1.7 s with temporary B-trees. Covering indexes let each figure be read from
-- one index in order: counts by type over a date range, distinct sessions and distinct pages,
-- whatever the type or date filter. Paging by OFFSET over `analytics_by_date` measured ≤ 15 ms at
-- the last page, so the list keeps its page numbers.
CREATE INDEX analytics_by_type_date ON analytics_events (event_type, event_date);
CREATE INDEX analytics_by_session ON analytics_events (session_id, event_date, event_type);
CREATE INDEX analytics_by_page ON analytics_events (page_url, event_date, event_type);
