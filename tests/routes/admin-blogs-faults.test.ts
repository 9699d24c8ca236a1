/**
 * The admin's blog screens and categories when the studio API fails (admin-area §8), as the server
 * answers a browser without scripts: a malformed answer to a publish or an update shows the spec's
 * message with what was typed kept, a failing delete leaves the post, and a failing category save
 * shows the API's message. The browser's side (the blog form when the API fails) is in
 * tests/e2e/admin-blogs.faults.spec.ts.
 */
import { afterEach, describe, expect, test } from "vitest";
import { createBlog } from "../e2e/fixtures/blogs";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, formAlerts, postTyped, refused, rowsWith, searched, toasts } from "./support/admin-forms";
import { one, openPage, valueOf } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const { signedIn, formOn, postForm, follow } = adminForms(site);

afterEach(() => site.clearFaults());

describe("Blogs and categories", () => {
  const post = (title: string) => postTyped(title, { author: "Fault Tester" });

  test("a malformed answer to a publish falls back to 'Failed to publish blog post. Please try again.'", async () => {
    const title = uniqueName("Malformed");
    await site.injectFault({ path: "media/blogs.php", method: "POST", malformed: true, times: 1 });
    const page = await refused(
      await postForm("/dashboard/add-blogs/", post(title), { files: { image: [png("photo.png")] } }),
      502,
    );
    expect(formAlerts(page, "form")).toEqual(["Failed to publish blog post. Please try again."]);
    expect(valueOf(page, "title")).toBe(title);
  });

  test("a malformed answer to an update shows 'Failed to update blog post. Please try again.'", async () => {
    const blog = await createBlog(uniqueName("Update fault"), site.api);
    const edit = `/dashboard/edit/${blog.slug}/blog/`;
    const form = await openPage(site, edit, { cookie: await signedIn() });
    const fields = Object.fromEntries(
      ["title", "excerpt", "content", "category", "tags", "author"].map((name) => [name, valueOf(form, name)]),
    );
    await site.injectFault({ path: "media/update.php", method: "POST", malformed: true, times: 1 });
    const page = await refused(await postForm(edit, fields), 502);
    expect(formAlerts(page, "form")).toEqual(["Failed to update blog post. Please try again."]);
  });

  test("a failing delete shows the server's message and the post stays", async () => {
    const blog = await createBlog(uniqueName("Delete fault"), site.api);
    const list = searched("/dashboard/blogs/", blog.title);
    const confirm = `${list}&delete=${blog.id}`;
    const { cookie, csrf } = await formOn(confirm);
    await site.injectFault({ path: "media/delete_blog.php", method: "DELETE", status: 500, times: 1 });
    const answer = await site.request(confirm, { cookie, form: { csrf, intent: "delete", id: String(blog.id) } });
    const page = await follow(answer, list, cookie);
    expect(toasts(page)).toContain("Injected failure");
    expect(rowsWith(page, blog.title)).toHaveLength(1);
  });

  test("a failing category save shows the API's message in a red alert", async () => {
    const title = uniqueName("Fault Category");
    const { cookie, csrf } = await formOn("/dashboard/create-category/");
    await site.injectFault({ path: "categories/create.php", method: "POST", status: 500, times: 1 });
    const page = await refused(
      await site.request("/dashboard/create-category/", { cookie, form: { csrf, title } }),
      502,
    );
    expect(formAlerts(page, "form")).toEqual(["Injected failure"]);
    expect(one(page, 'form [role="alert"]').classList.contains("alert--error")).toBe(true);
    expect(valueOf(page, "title")).toBe(title);
  });
});
