import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendJson, startFakeApi, type FakeApi } from "./support/fake-api";

/** At the upstream client: body status, the whole catalogue, /healthz's cached check, upload names. */

const TOTAL = 600;
let bodyStatus: { status: number; message: string } | null = null;
let api: FakeApi;

function product(id: number) {
  return { id, name: `Piece ${id}`, description: "", price: id === 600 ? 4500 : 100 + id, category: "furniture" };
}

beforeAll(async () => {
  api = await startFakeApi((req, res, url) => {
    if (url.pathname === "/products/products.php") {
      const page = Number(url.searchParams.get("page") ?? 1);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      if (limit > 500) return sendJson(res, 400, { status: 400, message: "limit out of range" });
      const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * limit, page * limit);
      return sendJson(res, 200, {
        status: 200,
        data: ids.map(product),
        pagination: {
          current_page: page,
          total_pages: Math.ceil(TOTAL / limit),
          total_items: TOTAL,
          items_per_page: limit,
        },
      });
    }
    if (url.pathname === "/categories/create.php" && bodyStatus) return sendJson(res, 200, bodyStatus);
    if (url.pathname === "/categories/categories.php") return sendJson(res, 200, { status: 200, data: [] });
    req.resume();
    sendJson(res, 404, { status: 404, message: "Not found" });
  });
  process.env.STUDIO_API_URL = api.url;
});
afterAll(() => api.close());
beforeEach(() => {
  bodyStatus = null;
});

describe("a status in the body", () => {
  it("HTTP 200 with {status: 400} is a failure with that status and message", async () => {
    const { createCategory } = await import("~/services/categories.server");
    const { saveErrorMessage, UpstreamError } = await import("~/services/client.server");
    bodyStatus = { status: 400, message: "Category already exists" };
    const failure = await createCategory("chairs", { email: "a@b.c" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ kind: "status", status: 400, serverMessage: "Category already exists" });
    expect(saveErrorMessage(failure, "fallback")).toBe("Category already exists");

    bodyStatus = { status: 401, message: "Session expired" };
    await expect(createCategory("chairs", { email: "a@b.c" })).rejects.toMatchObject({ kind: "unauthorized" });
  });
});

describe("the whole catalogue", () => {
  it("lists all 600 products, page by page, for the shop and the admin stats", async () => {
    const { listAllProducts, listCatalogueForAdmin } = await import("~/services/products.server");
    const shop = await listAllProducts();
    expect(shop).toHaveLength(TOTAL);
    expect(new Set(shop.map((p) => p.id)).size).toBe(TOTAL);
    expect(shop.some((p) => p.price === 4500)).toBe(true);
    const admin = await listCatalogueForAdmin({ email: "a@b.c" });
    expect(admin.products).toHaveLength(TOTAL);
    expect(admin.pagination.total_items).toBe(TOTAL);
  });
});

describe("/healthz's upstream check", () => {
  it("asks the API at most once in 5 seconds", async () => {
    const { upstreamHealthy, resetHealth, HEALTH_CACHE_MS } = await import("~/services/health.server");
    resetHealth();
    const calls = () => api.calls.filter((call) => call.startsWith("GET categories/categories.php")).length;
    const before = calls();
    const now = Date.now();
    expect(await Promise.all([upstreamHealthy(now), upstreamHealthy(now)])).toEqual([true, true]);
    expect(await upstreamHealthy(now + HEALTH_CACHE_MS - 100)).toBe(true);
    expect(calls() - before).toBe(1);
    await upstreamHealthy(Date.now() + HEALTH_CACHE_MS + 1);
    expect(calls() - before).toBe(2);
  });
});

describe("uploads forwarded to the API", () => {
  it("go under a random name with the sniffed type's extension, never the uploader's", async () => {
    const { multipart } = await import("~/services/client.server");
    const body = multipart({ title: "x" }, [
      { name: "image", file: new File([new Uint8Array([0xff, 0xd8, 0xff])], "x.php", { type: "image/jpeg" }) },
      { name: "image", file: new File([new Uint8Array([0x89])], "shell.png.php", { type: "image/png" }) },
    ]);
    const names = body.getAll("image").map((file) => (file as File).name);
    expect(names[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(names[1]).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(() =>
      multipart({}, [{ name: "image", file: new File(["<svg/>"], "a.svg", { type: "image/svg+xml" }) }]),
    ).toThrow();
  });
});
