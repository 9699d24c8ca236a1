/**
 * Small edges on the built site: a visitor's `?_data` POST (Remix v1's data
 * requests, which single fetch no longer serves) answers 400 without a stack or an error-level line.
 */
import { expect, test, vi } from "vitest";
import { useSite } from "./support/site";

const site = useSite();

test("POST (and GET) ?_data= answers 400 with no stack and nothing at error level", async () => {
  const errors = vi.spyOn(console, "error");
  const warnings = vi.spyOn(console, "warn");
  const logged: string[] = [];
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  try {
    for (const path of [
      "/?_data=root",
      "/?_data=routes%2F_site._index",
      "/resources/contact-us?_data=routes%2F_site.resources.contact-us",
      "/dashboard/admin/?_data=routes%2Fdashboard.admin",
      "/?_data=",
    ]) {
      const response = await site.request(path, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin" },
        form: { a: "1" },
      });
      expect(response.status, path).toBe(400);
    }
    expect((await site.request("/?_data=root")).status).toBe(400);
  } finally {
    stdout.mockRestore();
    errors.mockRestore();
    warnings.mockRestore();
  }
  expect(errors.mock.calls.map(([line]) => String(line))).toEqual([]);
  expect(warnings.mock.calls.map(([line]) => String(line))).toEqual([]);
  expect(logged.filter((line) => /"level":"error"/.test(line))).toEqual([]);
});
