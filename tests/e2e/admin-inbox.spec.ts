import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./admin-blogs.support";
import { api } from "./support/api";
import { signIn } from "./support/auth";
import { fromOwnAddress } from "./support/visitor";

// The admin inbox, as the studio uses it, with and without JavaScript: find a lead,
// open it (it is read), reply by e-mail, mark it replied, archive it, and download the CSV.

test("search, open a lead, Reply, mark replied and archive, download the CSV", async ({ page }, testInfo) => {
  test.slow();
  const word = `Kumasi${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`;
  await api("contacts/saleslist.php", {
    method: "POST",
    body: JSON.stringify({
      name: "Akosua Frimpong",
      email: "akosua@example.com",
      subject: "interior-design",
      message: `A reading room for our house in ${word}.\nSecond line.`,
    }),
  });
  await signIn(page, "/dashboard/inbox/");

  const sidebarCount = page.getByTestId("inbox-count");
  await expect(sidebarCount).toBeVisible();
  const before = Number((await sidebarCount.innerText()).replace(/\D/g, ""));

  const search = page.getByRole("searchbox", { name: "Search leads" });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}`));
  const row = page.getByRole("row").filter({ hasText: "Akosua Frimpong" });
  await expect(row).toHaveCount(1);
  // Its Status and its Stage on the pipeline, both New.
  await expect(row.locator('[data-label="Status"]')).toHaveText("New");
  await expect(row.locator('[data-label="Stage"]')).toHaveText("New");

  await row.getByRole("link", { name: "Akosua Frimpong" }).click();
  await expect(page.getByRole("heading", { name: "Akosua Frimpong" })).toBeVisible();
  await expect(page.getByTestId("lead-status")).toHaveText("Read");
  await expect(page.getByText(`A reading room for our house in ${word}.`)).toBeVisible();

  const reply = page.getByRole("link", { name: "Reply" });
  const mailto = decodeURIComponent((await reply.getAttribute("href")) ?? "");
  expect(mailto).toMatch(/^mailto:akosua@example\.com\?subject=Re: Interior Design/);
  expect(mailto).toContain(`> A reading room for our house in ${word}.\n> Second line.`);

  await page.getByRole("button", { name: "Mark as replied" }).click();
  await expectToast(page, "Marked as replied");
  await expect(page.getByTestId("lead-status")).toHaveText("Replied");
  // The sidebar counts one new lead fewer once this one has been opened.
  await expect(page.getByTestId("inbox-count")).toContainText(String(before - 1));
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByTestId("lead-status")).toHaveText("Archived");
  await expect(page.getByRole("button", { name: "Move back to inbox" })).toBeVisible();

  await page.getByRole("link", { name: "Back to inbox" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.getByText("No leads match this search or filter.")).toBeVisible();
  await page.getByRole("link", { name: "Archived" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Akosua Frimpong" })).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Contact messages (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aniwa-contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain('"Akosua Frimpong","akosua@example.com","Interior Design"');
  expect(csv).toContain('"archived"');
});

test("a lead carries where the visit began: the campaign on the first page, kept by the script as the visitor browses to the form", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "the visit's first page is kept by the analytics script (without it a lead has its page only)",
  );
  const name = `Kwesi Origin${Date.now() % 100000}`;
  await fromOwnAddress(page);
  await page.goto("/resources/projects?utm_source=newsletter&utm_medium=email");
  // The script notes the visit once it has loaded.
  await page.waitForFunction(() => sessionStorage.getItem("aniwa-visit") !== null);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/contact-us/);
  const form = page.locator("#contact-form");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill("kwesi@example.com");
  await form.getByLabel("Project Type", { exact: true }).selectOption({ label: "Architecture" });
  await form.getByLabel("Message", { exact: true }).fill("A small studio house on a plot in Peduase.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-alert")).toHaveClass(/alert--success/);

  await signIn(page, "/dashboard/inbox/");
  const search = page.getByRole("searchbox", { name: "Search leads" });
  await search.fill(name);
  await search.press("Enter");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator('[data-label="Source"]')).toHaveText("newsletter / email");
  await row.getByRole("link", { name }).click();
  await expect(page.getByTestId("lead-source")).toHaveText("newsletter / email");
  await expect(page.getByText("/resources/projects?utm_source=newsletter&utm_medium=email")).toBeVisible();
});
