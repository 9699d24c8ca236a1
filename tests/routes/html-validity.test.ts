import { HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { useSite } from "./support/site";

// Issue 15: every public page's server-rendered HTML passes html-validate's standard preset.
const site = useSite();

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const STATIC_PAGES = [
  "/",
  "/resources/about-us",
  "/services/architectural-service",
  "/services/renovation-service",
  "/services/newbuild-service",
  "/services/extention-service",
  "/resources/contact-us",
  "/resources/blogs",
  "/resources/shop",
  "/resources/projects",
];

async function publicPages(): Promise<string[]> {
  const { data: blogs } = await site.api<{ data: { blogs: Array<{ slug: string }> } }>("media/blogs.php");
  const { data: products } = await site.api<{ data: Array<{ id: number; status: string }> }>("products/products.php");
  const { data: projects } = await site.api<{ data: { projects: Array<{ id: number }> } }>("projects/projects.php");
  return [
    ...STATIC_PAGES,
    `/resources/blog-info/${blogs.blogs[0].slug}/`,
    `/resources/shop?product=${products.find((product) => product.status !== "draft")!.id}`,
    `/resources/projects?project=${projects.projects[0].id}`,
    "/resources/blogs?category=interior-design",
  ];
}

describe("HTML validity", () => {
  test("every public page's server-rendered HTML has no html-validate errors", async () => {
    const problems: string[] = [];
    for (const path of await publicPages()) {
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
