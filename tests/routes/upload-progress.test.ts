/**
 * The upload progress (app/utils/upload-progress.ts) posts admin forms with XMLHttpRequest and
 * reads Remix's single-fetch answer itself: a private format, decoded with turbo-stream. These
 * cases pin that contract on the built site: a real Add Blog post to `<path>.data`, decoded with
 * the same function the browser uses, for each outcome the form handles (a redirect after a save,
 * the form's errors as data, a refused post). They fail when a Remix upgrade changes the format,
 * before an administrator finds the progress bar broken.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { BLOG_MESSAGES } from "~/schemas/blog-form";
import { singleFetchActionUrl, uploadOutcome } from "~/utils/upload-progress";
import { png } from "../e2e/fixtures/catalog/files";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const site = useSite();

const ADD_BLOG = "/dashboard/add-blogs/";

/** The signed-in admin's cookies and the Add Blog form's CSRF token. */
async function addBlogForm() {
  const session = await site.signIn();
  const page = await site.request(ADD_BLOG, { cookie: session });
  expect(page.status).toBe(200);
  return { cookie: cookiesOf(page, session), csrf: csrfFrom(await page.text()) };
}

/** Posts the form as the upload progress does (multipart, to the single-fetch URL) and decodes the answer with it. */
async function post(cookie: string, fields: Record<string, string>, image?: File) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  if (image) formData.set("image", image);
  const url = new URL(singleFetchActionUrl(ADD_BLOG, "http://localhost:3000/dashboard/"));
  expect(url.pathname).toBe("/dashboard/add-blogs.data");
  const response = await site.request(url.pathname, { method: "POST", cookie, body: formData });
  return uploadOutcome(response.status, await response.text());
}

describe("the upload progress reads Remix's single-fetch answers", () => {
  test("a saved form: the action's redirect (Post/Redirect/Get)", async () => {
    const { cookie, csrf } = await addBlogForm();
    const { records } = await site.api<{ records: Array<{ title: string }> }>("categories/categories.php");
    const file = png("cover.png");
    const outcome = await post(
      cookie,
      {
        csrf,
        title: `Single fetch ${Date.now()}`,
        excerpt: "An excerpt.",
        content: "The post's content.",
        category: records[0].title,
        author: "Studio",
        tags: "",
      },
      new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }),
    );
    expect(outcome).toEqual({ kind: "redirect", location: ADD_BLOG });
  });

  test("a rejected form: the action's data with its status and the form's messages", async () => {
    const { cookie, csrf } = await addBlogForm();
    const outcome = await post(cookie, { csrf, title: "", excerpt: "", content: "", category: "", author: "" });
    expect(outcome).toMatchObject({ kind: "data", status: 400 });
    expect(JSON.stringify(outcome.kind === "data" ? outcome.data : null)).toContain(BLOG_MESSAGES.title);
  });

  test("a refused post (a forged CSRF token): a failure with the thrown response's status", async () => {
    const { cookie } = await addBlogForm();
    expect(await post(cookie, { csrf: "forged", title: "x" })).toEqual({ kind: "failed", status: 403 });
  });

  test("our turbo-stream is the one @remix-run/react encodes its answers for", () => {
    const require = createRequire(import.meta.url);
    const remixReact = path.dirname(require.resolve("@remix-run/react/package.json"));
    const theirs = createRequire(path.join(remixReact, "package.json"));
    const version = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    const ours = (
      JSON.parse(readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      }
    ).dependencies["turbo-stream"];
    expect(version(require.resolve("turbo-stream/package.json"))).toBe(ours);
    expect(version(theirs.resolve("turbo-stream/package.json"))).toBe(ours);
  });
});
