import { describe, expect, it } from "vitest";
import { expectBody, expectError } from "../../contract/support/client";
import { Login } from "../../contract/support/contract";
import { useTarget } from "../../contract/support/setup";

const suite = useTarget();

const ENDPOINTS: [string, string][] = [
  ["POST", "contacts/saleslist.php"],
  ["POST", "forms/newsletter.php"],
  ["GET", "media/blogs.php"],
  ["POST", "media/blogs.php"],
  ["GET", "media/single_blog.php?slug=x"],
  ["GET", "media/admin_view_blogs.php"],
  ["GET", "media/edit_single_record.php?slug=x"],
  ["POST", "media/update.php"],
  ["DELETE", "media/delete_blog.php?id=1"],
  ["GET", "categories/categories.php"],
  ["GET", "categories/single_category.php?catId=1"],
  ["POST", "categories/create.php"],
  ["POST", "categories/update.php?catId=1"],
  ["DELETE", "categories/delete.php?id=1"],
  ["GET", "products/products.php"],
  ["GET", "products/products.php?id=1"],
  ["POST", "products/products.php"],
  ["PUT", "products/products.php"],
  ["DELETE", "products/products.php"],
  ["GET", "projects/projects.php"],
  ["POST", "projects/projects.php"],
  ["PUT", "projects/projects.php"],
  ["DELETE", "projects/projects.php"],
  ["POST", "auth/loginapi.php"],
  ["GET", "counts/count.php"],
  ["GET", "analytics/track-views.php"],
  ["DELETE", "analytics/delete.php?id=1"],
];

describe("bearer token", () => {
  it.each(ENDPOINTS)("%s %s answers 401 without a bearer", async (method, path) => {
    const json = method === "GET" ? undefined : {};
    const res = await suite.api.request(method, path, { token: null, json });
    expectError(res, 401, "Unauthorized");
    expect(res.json).toEqual({ status: 401, message: "Unauthorized" });
  });

  it.each(ENDPOINTS)("%s %s answers 401 with a wrong bearer", async (method, path) => {
    const json = method === "GET" ? undefined : {};
    expectError(await suite.api.request(method, path, { token: "wrong-token", json }), 401, "Unauthorized");
  });

  it("the tracking POST takes the analytics token, not the studio token", async () => {
    const event = { session_id: "auth-check", event_type: "page_view", page_url: "/" };
    expectError(await suite.api.post("analytics/track-views.php", { token: suite.target.token, json: event }), 401);
    expectError(await suite.api.post("analytics/track-views.php", { token: null, json: event }), 401);
    const ok = await suite.api.post("analytics/track-views.php", { token: suite.target.analyticsToken, json: event });
    expect(ok.status).toBe(201);
  });

  it("the analytics token does not open the other calls", async () => {
    expectError(await suite.api.get("counts/count.php", { token: suite.target.analyticsToken }), 401);
  });
});

describe("unknown paths and methods", () => {
  it("answers 404 with a message for an unknown path", async () => {
    expectError(await suite.api.get("media/nope.php"), 404);
  });

  it("answers 405 for a method a path does not support", async () => {
    expectError(await suite.api.request("PATCH", "media/blogs.php"), 405);
    expectError(await suite.api.delete("counts/count.php"), 405);
  });

  it("answers 400 for a body that is not JSON, without a stack trace", async () => {
    const broken = await fetch(new URL("categories/create.php", suite.target.url), {
      method: "POST",
      headers: { Authorization: `Bearer ${suite.target.token}`, "Content-Type": "application/json" },
      body: '{"title": ',
    });
    expect(broken.status).toBe(400);
    const text = await broken.text();
    expect(JSON.parse(text)).toMatchObject({ status: 400, message: expect.any(String) });
    expect(text).not.toMatch(/SyntaxError|at JSON\.parse/);
  });
});

describe("POST auth/loginapi.php", () => {
  const hasCredentials = () => Boolean(suite.target.adminEmail && suite.target.adminPassword);

  it("signs the administrator in and sets an httpOnly session cookie", async (ctx) => {
    if (!hasCredentials()) return ctx.skip("CONTRACT_ADMIN_EMAIL / CONTRACT_ADMIN_PASSWORD not set");
    const res = await suite.api.post("auth/loginapi.php", {
      json: { email: suite.target.adminEmail, password: suite.target.adminPassword },
    });
    const body = expectBody(res, 200, Login);
    expect(body.message).toBe("Login successful");
    expect(body.email.toLowerCase()).toBe(suite.target.adminEmail.toLowerCase());
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^PHPSESSID=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//i);
  });

  it("refuses a wrong password or an unknown email with 401", async (ctx) => {
    if (!hasCredentials()) return ctx.skip("CONTRACT_ADMIN_EMAIL / CONTRACT_ADMIN_PASSWORD not set");
    const wrongPassword = await suite.api.post("auth/loginapi.php", {
      json: { email: suite.target.adminEmail, password: `${suite.target.adminPassword}x` },
    });
    expectError(wrongPassword, 401, "Invalid email or password");
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
    const wrongEmail = await suite.api.post("auth/loginapi.php", {
      json: { email: "someone@else.test", password: suite.target.adminPassword },
    });
    expectError(wrongEmail, 401, "Invalid email or password");
  });

  it("answers 400 when a field is missing", async () => {
    expectError(await suite.api.post("auth/loginapi.php", { json: { email: "a@b.test" } }), 400);
    expectError(await suite.api.post("auth/loginapi.php", { json: { password: "x" } }), 400);
  });
});
