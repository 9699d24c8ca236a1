import { HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { publicPages } from "./support/seo";
import { useSite } from "./support/site";

// Every public page's server-rendered HTML passes html-validate's standard preset.
const site = useSite();

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

describe("HTML validity", () => {
  test("every public page's server-rendered HTML has no html-validate errors", async () => {
    const problems: string[] = [];
    for (const path of [...(await publicPages(site)), "/resources/blogs?category=interior-design"]) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
      const report = await validator.validateString(await response.text(), path);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(
            `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ""}]`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
