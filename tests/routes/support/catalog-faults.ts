/**
 * The fault tests the product and the project screens share (admin-area §8), as the server answers
 * a browser without scripts, for admin-products-faults.test.ts and admin-projects-faults.test.ts:
 * each failing save shows the spec's message in the form with what was typed still there and
 * nothing saved, a list that fails says so instead of claiming to be empty, a delete that failed
 * leaves the record, and a 401 ends the session. The browser's side is
 * tests/e2e/fixtures/catalog/faults.ts.
 */
import { describe, expect, test } from "vitest";
import { png } from "../../e2e/fixtures/catalog/files";
import { checked, formAlerts, refused, rowsWith, searched, toasts, type adminForms, type Fields } from "./admin-forms";
import { one, openPage, textOf, valueOf } from "./html";
import { cookiesOf, type Site } from "./site";

/** The form helpers of the test file (admin-forms.ts), with its signed-in session. */
type Forms = ReturnType<typeof adminForms>;

/** A record as the fault tests compare it before and after: its name and its images. */
export interface Arranged {
  id: number;
  name: string;
  images: readonly unknown[];
}

export interface Catalog {
  record: "Product" | "Project";
  api: string;
  pages: { add: string; list: string; edit: (id: number) => string };
  /** What an admin types into a new record's form, in the form's order, and the file picked. */
  typed(): { name: string; fields: Fields };
  /** The form's text fields and selects, in its order, and its checkbox. */
  names: readonly string[];
  checkbox: string;
  removeField: string;
  saved(name: string): Promise<boolean>;
  arrange(): Promise<Arranged>;
  read(id: number): Promise<Arranged>;
  edits(record: Arranged): Record<string, string>;
  messages: { add: string; update: string; list: string; empty: string; failedSummary?: string };
  deleteFailures: readonly (readonly [{ status?: number; malformed?: boolean }, string])[];
}

/** The Add, Edit and Manage tests of one catalogue (its describe blocks, in that order). */
export function catalogFaultTests(site: Site, forms: Forms, catalog: Catalog): void {
  const { signedIn, formOn, postForm, follow } = forms;
  const { api, pages, messages, record } = catalog;

  describe(`Add ${record}`, () => {
    for (const [kind, fault, status, message] of [
      ["a refused save shows the server's message", { status: 422 }, 422, "Injected failure"],
      // Bare gateway errors: a status and a body that is no JSON message.
      ["an empty 503 shows 'Server error: 503'", { status: 503, body: "" }, 502, "Server error: 503"],
      [
        "a gateway's 502 page shows 'Server error: 502'",
        { status: 502, body: "<h1>Bad Gateway</h1>" },
        502,
        "Server error: 502",
      ],
      [`an unreadable answer shows '${messages.add}'`, { malformed: true }, 502, messages.add],
    ] as const) {
      test(`${kind}, keeping what was typed and saving nothing`, async () => {
        const { name, fields } = catalog.typed();
        await site.injectFault({ path: api, method: "POST", times: 1, ...fault });
        const page = await refused(
          await postForm(pages.add, fields, { files: { images: [png("front.png")] } }),
          status,
        );
        expect(formAlerts(page, "form.catalog-form")).toEqual([message]);
        for (const field of catalog.names) expect(valueOf(page, field), field).toBe(fields[field]);
        expect(checked(page, `input[name="${catalog.checkbox}"]`)).toBe(true);
        await site.clearFaults();
        expect(await catalog.saved(name)).toBe(false);
      });
    }
  });

  describe(`Edit ${record}`, () => {
    /** The edit form as the browser would send it, with `edits` made and the first image ticked for removal. */
    async function editedForm(id: number, edits: Record<string, string>) {
      const form = await openPage(site, pages.edit(id), { cookie: await signedIn() });
      const fields: Record<string, string | string[]> = {};
      for (const name of catalog.names) fields[name] = edits[name] ?? valueOf(form, name);
      if (checked(form, `input[name="${catalog.checkbox}"]`)) fields[catalog.checkbox] = "on";
      const removed = one(form, `input[name="${catalog.removeField}"]`).getAttribute("value") ?? "";
      fields[catalog.removeField] = [removed];
      return { fields, removed };
    }

    test(`a failed update shows '${messages.update}', keeps the edits and the ticked removal, and changes nothing`, async () => {
      const arranged = await catalog.arrange();
      const edits = catalog.edits(arranged);
      const { fields, removed } = await editedForm(arranged.id, edits);
      await site.injectFault({ path: api, method: "PUT", times: 1, malformed: true });
      const page = await refused(await postForm(pages.edit(arranged.id), fields), 502);
      expect(formAlerts(page, "form.catalog-form")).toEqual([messages.update]);
      for (const [name, value] of Object.entries(edits)) expect(valueOf(page, name), name).toBe(value);
      expect(checked(page, `input[name="${catalog.removeField}"][value="${removed}"]`)).toBe(true);
      await site.clearFaults();
      expect(await catalog.read(arranged.id)).toEqual(arranged);
    });

    if (record === "Product") {
      test("a refused update shows the server's message, keeping the edit", async () => {
        const arranged = await catalog.arrange();
        const { fields } = await editedForm(arranged.id, { description: "A longer bench in iroko." });
        delete fields[catalog.removeField];
        await site.injectFault({ path: api, method: "PUT", times: 1, status: 422 });
        const page = await refused(await postForm(pages.edit(arranged.id), fields), 422);
        expect(formAlerts(page, "form.catalog-form")).toEqual(["Injected failure"]);
        expect(valueOf(page, "description")).toBe("A longer bench in iroko.");
        await site.clearFaults();
        const { data: saved } = await site.api<{ data: { name: string; description: string } }>(
          `${api}?id=${arranged.id}`,
        );
        expect(saved).toMatchObject({ name: arranged.name, description: "Arranged for a test." });
      });
    }
  });

  describe(`Manage ${record}s`, () => {
    test(`an unreadable list shows '${messages.list}' and Try again, and no table`, async () => {
      await site.injectFault({ path: api, method: "GET", malformed: true });
      const page = await openPage(site, pages.list, { cookie: await signedIn() });
      const alert = one(page, 'main [role="alert"]');
      expect(textOf(alert)).toContain(messages.list);
      const again = alert.querySelectorAll("a").find((a) => textOf(a) === "Try again");
      expect(again?.getAttribute("href")).toBe(pages.list);
      expect(page.querySelectorAll("table")).toHaveLength(0);
      if (messages.failedSummary) expect(textOf(one(page, ".cms-toolbar__meta"))).toBe(messages.failedSummary);
      // A failing list must not pretend there is nothing.
      expect(textOf(one(page, "main"))).not.toContain(messages.empty);
    });

    for (const [fault, message] of catalog.deleteFailures) {
      test(`a failing delete (${JSON.stringify(fault)}) shows '${message}' and the ${record.toLowerCase()} stays`, async () => {
        const arranged = await catalog.arrange();
        const list = searched(pages.list, arranged.name);
        const confirm = `${list}&delete=${arranged.id}`;
        const { cookie, csrf } = await formOn(confirm);
        await site.injectFault({ path: api, method: "DELETE", times: 1, ...fault });
        const answer = await site.request(confirm, {
          cookie,
          form: { csrf, intent: "delete", id: String(arranged.id) },
        });
        const page = await follow(answer, list, cookie);
        expect(toasts(page)).toContain(message);
        expect(page.querySelectorAll("dialog")).toHaveLength(0);
        expect(rowsWith(page, arranged.name)).toHaveLength(1);
        await site.clearFaults();
        expect(await catalog.read(arranged.id)).toEqual(arranged);
      });
    }
  });
}

/**
 * The check of a 401 that ends the session: `answer` leads to the sign-in page (coming back to
 * `from`) with 'Session expired. Please login again.', and `next` then asks to sign in again too.
 */
export function sessionEnds(site: Site, { follow }: Forms) {
  const login = (path: string) => `/auth/login?${new URLSearchParams({ redirectTo: path })}`;

  /** The sign-in page the session ended on, and the next admin page asking to sign in again. */
  async function sessionEnded(answer: Response, from: string, cookie: string, next: string) {
    const jar = cookiesOf(answer, cookie);
    const page = await follow(answer, login(from), jar);
    expect(toasts(page)).toContain("Session expired. Please login again.");
    expect(page.querySelectorAll("button").map(textOf)).toContain("Sign In");
    await site.clearFaults();
    // The session is over, not just this page.
    const again = await site.request(next, { cookie: jar });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(login(next));
  }

  return sessionEnded;
}
