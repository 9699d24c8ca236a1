/**
 * The inbox's pipeline (app/leads/pipeline.server.ts): a lead moved New → Meeting → Won with its
 * value, a note, the timeline in order, the stage filter and the CSV's stage and value, all as plain
 * form posts (no JavaScript), kept on disk by the site; with the API's lead calls and without them
 * (a PHP backend written from the spec: the site's own record of the lead, decision 013).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hiddenFields, labelled, one, parseHtml, textOf, textsOf } from "./support/html";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

const site = useSite();

/** Sends the contact form as a browser without scripts does. */
async function sendContact(name: string, message: string, clientAddress: string) {
  const page = await site.request("/resources/contact-us", { clientAddress });
  const form = one(parseHtml(await page.text()), "form#contact-form");
  const email = `${name.split(" ")[0].toLowerCase()}@example.com`;
  const sent = await site.request("/resources/contact-us", {
    cookie: cookiesOf(page),
    clientAddress,
    form: { ...hiddenFields(form), name, email, subject: "architecture", message },
  });
  expect(sent.status).toBe(200);
}

/** The lead page's path of the one lead `search` finds, from the inbox as the admin clicks it. */
async function leadPath(cookie: string, search: string): Promise<string> {
  const list = parseHtml(await (await site.request(`/dashboard/inbox/?search=${search}`, { cookie })).text());
  const href = one(list, ".lead-row__link").getAttribute("href");
  if (!href) throw new Error(`no lead found for ${search}`);
  return href;
}

function pipelineOf(html: string) {
  const page = parseHtml(html);
  const section = labelled(page, "Pipeline");
  return {
    stage: textOf(one(section, '[data-testid="lead-stage"]')),
    timeline: textsOf(section, '[data-testid="lead-timeline"] li').map((item) => item.replace(/^.*?\d\d:\d\d /, "")),
    section,
  };
}

async function movesAlongThePipeline(name: string, clientAddress: string) {
  const place = `Pipeline${clientAddress.replace(/\D/g, "")}`;
  await sendContact(name, `A courtyard house in ${place}.`, clientAddress);
  const cookie = await site.signIn();
  const path = await leadPath(cookie, place);
  const page = await site.request(path, { cookie });
  const session = cookiesOf(page, cookie);
  const html = await page.text();
  const csrf = csrfFrom(html);
  expect(pipelineOf(html).stage).toBe("New");
  expect(pipelineOf(html).timeline).toEqual(["Received"]);

  // Won without its value: refused, the choice kept, the message beside the field.
  const refused = await site.request(path, {
    cookie: session,
    form: { csrf, intent: "stage", stage: "won", value: "" },
  });
  expect(refused.status).toBe(400);
  const again = pipelineOf(await refused.text());
  expect(textsOf(again.section, ".field__error")).toEqual(["Please enter the value won in GHS"]);
  expect(one(again.section, 'select[name="stage"] option[selected]').getAttribute("value")).toBe("won");

  const post = async (form: Record<string, string>) => {
    const answer = await site.request(path, { cookie: session, form: { csrf, ...form } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(path);
  };
  await post({ intent: "stage", stage: "meeting", value: "", reason: "" });
  await post({ intent: "note", note: "Site visit booked for Tuesday." });
  await post({ intent: "stage", stage: "won", value: "12,500", reason: "" });

  // After a reload (read from disk), the stage, its value and the timeline in order.
  const after = pipelineOf(await (await site.request(path, { cookie: session })).text());
  expect(after.stage).toBe("Won");
  expect(textOf(one(after.section, '[data-testid="lead-value"]'))).toBe("GHS 12,500.00");
  expect(after.timeline).toEqual([
    "Received",
    "Moved to Meeting",
    "Note: Site visit booked for Tuesday.",
    "Moved to Won (GHS 12500.00)",
  ]);

  // The stage filter and the CSV.
  const won = await (await site.request(`/dashboard/inbox/?stage=won&search=${place}`, { cookie })).text();
  expect(textsOf(parseHtml(won), ".lead-row__link")).toEqual([name]);
  const lost = await (await site.request(`/dashboard/inbox/?stage=lost&search=${place}`, { cookie })).text();
  expect(textsOf(parseHtml(lost), ".lead-row__link")).toEqual([]);
  const csv = await (
    await site.request(`/dashboard/inbox/export.csv?kind=contact&stage=won&search=${place}`, { cookie })
  ).text();
  const [header, row] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header.endsWith('"Stage","Value won (GHS)","First reply (working minutes)","Source"')).toBe(true);
  expect(row).toContain(`"${name}"`);
  // Moving it to Meeting stopped the reply clock; the form was posted with no Referer and no campaign: Direct.
  expect(row).toMatch(/"Won","12500\.00","\d+","Direct"$/);
}

describe("with the API's lead calls", () => {
  test("a lead moves to Meeting, gets a note, is won with its value; the list filters by stage and the CSV says it", async () => {
    await movesAlongThePipeline("Efua Pipeline", "10.60.0.1");
  });
});

describe("'Mark as replied'", () => {
  test("moves a New lead to Replied on the pipeline and says when on its timeline", async () => {
    await sendContact("Ama Replied", "A veranda in Pipeline-Replied.", "10.60.0.3");
    const cookie = await site.signIn();
    const path = await leadPath(cookie, "Pipeline-Replied");
    const page = await site.request(path, { cookie });
    const session = cookiesOf(page, cookie);
    const csrf = csrfFrom(await page.text());
    const replied = await site.request(path, { cookie: session, form: { csrf, intent: "status", status: "replied" } });
    expect(replied.status).toBe(302);
    const after = pipelineOf(await (await site.request(path, { cookie: session })).text());
    expect(after.stage).toBe("Replied");
    expect(after.timeline).toEqual(["Received", "Marked as replied"]);
  });
});

describe("without them (the site's own record of the lead)", () => {
  const NOT_FOUND = JSON.stringify({ status: 404, message: "Endpoint not found" });
  beforeAll(async () => {
    for (const path of ["leads/leads.php", "leads/counts.php", "leads/status.php"]) {
      await site.injectFault({ path, status: 404, body: NOT_FOUND });
    }
  });
  afterAll(() => site.clearFaults());

  test("the same pipeline, kept by the site", async () => {
    await movesAlongThePipeline("Kofi Pipeline", "10.60.0.2");
  });
});
