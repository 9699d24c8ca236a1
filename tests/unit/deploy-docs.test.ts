import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { carriesPersonalCookie, PERSONAL_COOKIES } from "~/edge/cache-policy.server";

/**
 * docs/deploy.md's CDN rule names every cookie the site's own page cache treats as
 * personal (decisions 007 and 008), and its nginx example bypasses exactly when the site does.
 */
const deploy = readFileSync(new URL("../../docs/deploy.md", import.meta.url), "utf8");
const cdn = deploy.slice(deploy.indexOf("## The CDN"), deploy.indexOf("\n## ", deploy.indexOf("## The CDN") + 1));

describe("docs/deploy.md's CDN rule", () => {
  it("names every personal cookie, in the table and in both examples", () => {
    expect(cdn).not.toMatch(/needs no rules/);
    for (const name of PERSONAL_COOKIES) {
      expect(cdn).toContain(`| \`${name}\` |`);
      expect(cdn).toContain(`http.cookie contains "${name}="`);
    }
  });

  it("gives an nginx map that bypasses the cache exactly when the site renders for one visitor", () => {
    const pattern = /"~(.+)" 1;/.exec(cdn)?.[1] ?? "";
    const nginx = new RegExp(pattern);
    for (const header of [
      "__toast=abc",
      "studio_sid=1; __enquiry=e30",
      "__csrf=x;__wishlist=e30",
      "__newsletter=1",
      "__studio_admin=s",
      "studio_sid=1; __csrf=x",
      "x__toast=1",
      "__enquiry_sent=1",
    ]) {
      expect(`${header}: ${nginx.test(header)}`).toBe(`${header}: ${carriesPersonalCookie(header)}`);
    }
  });
});
