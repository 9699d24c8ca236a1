import { beforeAll, describe, expect, it } from "vitest";
import { expectBody, expectError } from "../../contract/support/client";
import { AnalyticsList, Counts, Message } from "../../contract/support/contract";
import { useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();
const session = (n: number) => `contract-${runId}-${n}`;

const track = (event: Record<string, string>) =>
  suite.api.post("analytics/track-views.php", { token: suite.target.analyticsToken, json: event });

beforeAll(async () => {
  const events: Record<string, string>[] = [
    {
      session_id: session(1),
      event_type: "page_view",
      page_url: `/resources/blogs?run=${runId}`,
      referrer: "https://www.google.com/",
    },
    { session_id: session(1), event_type: "click", page_url: `/resources/blogs?run=${runId}`, label: "Read More" },
    { session_id: session(1), event_type: "engagement", page_url: `/resources/blogs?run=${runId}` },
    {
      session_id: session(2),
      event_type: "page_view",
      page_url: `/resources/shop?run=${runId}`,
      ip_address: "41.66.1.2",
    },
    { session_id: session(2), event_type: "page_view", page_url: `/?run=${runId}` },
  ];
  for (const event of events) expect((await track(event)).status).toBe(201);
});

describe("POST analytics/track-views.php", () => {
  it("records an event with the analytics token and answers 201", async () => {
    const res = await track({ session_id: session(9), event_type: "page_view", page_url: `/about?run=${runId}` });
    expect(expectBody(res, 201, Message).message).toBe("Event recorded");
  });

  it("answers 422 for a missing session, page or an unknown event type", async () => {
    expectError(await track({ event_type: "page_view", page_url: "/" }), 422);
    expectError(await track({ session_id: "s", event_type: "page_view" }), 422);
    expectError(await track({ session_id: "s", event_type: "scroll", page_url: "/" }), 422);
  });
});

describe("GET analytics/track-views.php", () => {
  it("lists events newest first with summary and pagination", async () => {
    const body = expectBody(await suite.api.get(`analytics/track-views.php?search=${runId}`), 200, AnalyticsList);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    const dates = body.data.map((e) => e.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.pagination).toMatchObject({
      current_page: 1,
      per_page: 50,
      total_records: body.data.length,
      total_pages: 1,
    });
    const mine = body.data.filter((e) => e.session_id === session(2));
    expect(mine.map((e) => e.ip_address)).toContain("41.66.1.2");
    expect(body.data.find((e) => e.page_url === `/resources/shop?run=${runId}`)?.page_url_display).toContain(
      "/resources/shop",
    );
  });

  it("summarises the filtered set", async () => {
    const body = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(1)}`), 200, AnalyticsList);
    expect(body.summary).toEqual({
      total_views: 1,
      total_clicks: 1,
      total_engagements: 1,
      unique_sessions: 1,
      unique_pages: 1,
    });
    const views = expectBody(
      await suite.api.get(`analytics/track-views.php?search=contract-${runId}&event_type=page_view`),
      200,
      AnalyticsList,
    );
    expect(views.data.every((e) => e.event_type === "page_view")).toBe(true);
    expect(views.summary).toMatchObject({ total_views: 4, total_clicks: 0, unique_sessions: 3 });
  });

  it("searches page URL, session, IP address and referrer", async () => {
    const byIp = expectBody(await suite.api.get("analytics/track-views.php?search=41.66.1.2"), 200, AnalyticsList);
    expect(byIp.data.some((e) => e.session_id === session(2))).toBe(true);
    const byReferrer = expectBody(
      await suite.api.get(`analytics/track-views.php?search=google.com&limit=1000`),
      200,
      AnalyticsList,
    );
    expect(byReferrer.data.some((e) => e.session_id === session(1))).toBe(true);
  });

  it("pages with page and limit", async () => {
    const first = expectBody(
      await suite.api.get(`analytics/track-views.php?search=${runId}&limit=2`),
      200,
      AnalyticsList,
    );
    expect(first.data).toHaveLength(2);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total_records / 2));
    const second = expectBody(
      await suite.api.get(`analytics/track-views.php?search=${runId}&limit=2&page=2`),
      200,
      AnalyticsList,
    );
    expect(second.pagination.current_page).toBe(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });

  it("filters by a since date", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = expectBody(
      await suite.api.get(`analytics/track-views.php?since=${today}&limit=1000`),
      200,
      AnalyticsList,
    );
    expect(body.data.every((e) => e.event_date >= `${today} 00:00:00`)).toBe(true);
    expect(body.data.some((e) => e.session_id === session(1))).toBe(true);
    expectError(await suite.api.get("analytics/track-views.php?since=yesterday"), 400);
  });

  it("answers 400 for an unknown event_type or a limit out of 1..1000", async () => {
    expectError(await suite.api.get("analytics/track-views.php?event_type=scroll"), 400);
    expectError(await suite.api.get("analytics/track-views.php?limit=1001"), 400);
  });
});

describe("DELETE analytics/delete.php", () => {
  it("deletes a record, then 404 for it", async () => {
    await track({ session_id: session(7), event_type: "click", page_url: `/delete-me?run=${runId}` });
    const list = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(7)}`), 200, AnalyticsList);
    const id = list.data[0].id;
    expect(expectBody(await suite.api.delete(`analytics/delete.php?id=${id}`), 200, Message).message).toBe(
      "Record deleted successfully",
    );
    const after = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(7)}`), 200, AnalyticsList);
    expect(after.data).toEqual([]);
    expectError(await suite.api.delete(`analytics/delete.php?id=${id}`), 404);
  });
});

describe("GET counts/count.php", () => {
  it("counts visitors (distinct sessions), blogs and products", async () => {
    const before = expectBody(await suite.api.get("counts/count.php"), 200, Counts);
    await track({ session_id: `${session(1)}-new-visitor`, event_type: "page_view", page_url: "/" });
    const after = expectBody(await suite.api.get("counts/count.php"), 200, Counts);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalBlogs).toBe(before.totalBlogs);
    expect(after.totalProd).toBe(before.totalProd);
  });
});
