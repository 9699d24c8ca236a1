#!/usr/bin/env node
// `npm run screenshots [-- name-or-path ...]`: starts the site on the embedded API (a temporary
// DATA_DIR, free ports) and saves every public and admin page, full length, at 375 px and 1440 px
// wide into screenshots/ (not committed), with the states a reviewer asks for: a post, a project,
// the shop with an item in the enquiry, the enquiry, the inbox with a lead, a lead, Edit Product.
// Then one contact sheet per width (screenshots/contact-sheet-<width>.png: the first screens of
// every page side by side) and, per page, what the layout gate would say (tests/e2e/support/layout-faults.mjs).
import { existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { root, startSite } from "./bench/site.mjs";
import { layoutFaults, MIN_TARGET } from "../tests/e2e/support/layout-faults.mjs";
import { ADMIN_ROUTES, PUBLIC_ROUTES } from "../tests/e2e/support/public-routes.mjs";

const WIDTHS = [375, 1440];
const only = process.argv.slice(2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const nameOf = (pathname) =>
  pathname === "/"
    ? "home"
    : pathname
        .replace(/^\/|\/$/g, "")
        .replace(/[/?=&]+/g, "-")
        .replace(/-+$/, "");

// A mail server that takes everything, so the pages show what a studio with SMTP_URL sees (the inbox's reply form).
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => callback());
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const site = await startSite({
  port: await freePort(),
  apiPort: await freePort(),
  env: {
    NODE_ENV: "production",
    // A throwaway demo site: the demo administrator signs in for the admin pages.
    DEMO: "1",
    BUILD_DIR: process.env.BUILD_DIR ?? ".build-screenshots",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: "leads@aniwa.test",
    LEADS_EMAIL_FROM: "Aniwa website <site@aniwa.test>",
  },
});
process.on("SIGINT", () => {
  site.stop();
  process.exit(130);
});
const base = site.url;

/** The first link on `pathname` whose href matches `pattern`. */
async function firstLink(page, pathname, pattern) {
  await page.goto(`${base}${pathname}`);
  const hrefs = await page.$$eval("a[href]", (links) => links.map((link) => link.getAttribute("href")));
  const href = hrefs.find((candidate) => pattern.test(candidate ?? ""));
  if (!href) throw new Error(`no link like ${pattern} on ${pathname}`);
  return href;
}

/** Scrolls through so lazy images load, then waits for them. */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    for (const img of document.images) img.loading = "eager";
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
            setTimeout(resolve, 3000);
          }),
      ),
    );
  });
  await page.waitForLoadState("networkidle");
}

/** A contact sheet: the first screens of each shot, four or eight across, named. */
async function contactSheet(shots, width, file) {
  const across = width < 800 ? 8 : 4;
  const cellWidth = width < 800 ? 220 : 440;
  const cropHeight = Math.round(width < 800 ? width * 2.4 : width * 0.9);
  const cellHeight = Math.round((cropHeight * cellWidth) / width) + 28;
  const cells = await Promise.all(
    shots.map(async ({ name, file: shot }, index) => {
      const { height } = await sharp(shot).metadata();
      const image = await sharp(shot)
        .extract({ left: 0, top: 0, width, height: Math.min(height ?? cropHeight, cropHeight) })
        .resize({ width: cellWidth })
        .png()
        .toBuffer();
      const label = Buffer.from(
        `<svg width="${cellWidth}" height="26"><rect width="100%" height="100%" fill="#1f1a17"/>` +
          `<text x="6" y="18" font-family="sans-serif" font-size="13" fill="#fff">${name.replace(/&/g, "&amp;")}</text></svg>`,
      );
      const left = (index % across) * (cellWidth + 8);
      const top = Math.floor(index / across) * (cellHeight + 8);
      return [
        { input: label, left, top },
        { input: image, left, top: top + 28 },
      ];
    }),
  );
  const rows = Math.ceil(shots.length / across);
  await sharp({
    create: {
      width: across * (cellWidth + 8),
      height: rows * (cellHeight + 8),
      channels: 3,
      background: "#d8d2c8",
    },
  })
    .composite(cells.flat())
    .png()
    .toFile(file);
}

const outDir = path.join(root, "screenshots");
mkdirSync(outDir, { recursive: true });
let browser;
let faulty = 0;
try {
  browser = await chromium.launch({
    // Debian's Chromium where it is installed (the full browser, else its headless shell), as the tests run it.
    executablePath: ["/usr/bin/chromium", "/usr/lib/chromium/chromium-headless-shell"].find((candidate) =>
      existsSync(candidate),
    ),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const width of WIDTHS) {
    // Reduced motion: scroll reveals show at once, so a full-page shot holds everything.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();

    // The states a reviewer looks at, made the way a visitor and the administrator make them.
    const post = await firstLink(page, "/resources/blogs", /^\/resources\/blog-info\//);
    const project = await firstLink(page, "/resources/projects", /[?&]project=\d+/);
    await page.goto(`${base}/resources/contact-us`);
    await page.locator("#contact-form input[name=name]").fill("Ama Mensah");
    await page.locator("#contact-form input[name=email]").fill("ama@example.com");
    await page.locator("#contact-form select[name=subject]").selectOption("architecture");
    await page
      .locator("#contact-form textarea[name=message]")
      .fill("We would like to extend our house in Tema: a second floor and a veranda. Call me on 024 555 0101.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("networkidle");
    // The answer the visitor reads: the spec's message and the reference to quote.
    if (!only.length || only.includes("contact-sent")) {
      await page.getByTestId("contact-alert").scrollIntoViewIfNeeded();
      const file = path.join(outDir, `contact-sent-${width}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(root, file));
    }
    await page.goto(`${base}/auth/login`);
    await page.getByLabel("Email", { exact: true }).fill("admin@studio.local");
    await page.getByLabel("Password").fill("studio-admin");
    await Promise.all([page.waitForURL(/\/dashboard\//), page.getByRole("button", { name: /Sign In/i }).click()]);
    const lead = await firstLink(page, "/dashboard/inbox/", /^\/dashboard\/inbox\/(?!export)[^?]+/);
    const editProduct = await firstLink(page, "/dashboard/view-products/", /^\/dashboard\/edit-product\//);

    // Paths given are shot instead of the tables (any page: a project, a post, `/resources/shop?page=2`).
    const paths = only.filter((wanted) => wanted.startsWith("/"));
    const pages = paths.length
      ? paths
      : [
          ...PUBLIC_ROUTES,
          post,
          project.startsWith("/") ? project : `/resources/projects${project}`,
          "/resources/cart",
          ...ADMIN_ROUTES,
          "/dashboard/inbox/",
          lead,
          editProduct,
        ];
    const shots = [];
    for (const pathname of pages) {
      const name = nameOf(pathname);
      if (!paths.length && only.length && !only.some((wanted) => name.startsWith(wanted))) continue;
      await page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
      await settle(page);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      shots.push({ name, file });
      const faults = await page.evaluate(layoutFaults, MIN_TARGET);
      const said = [
        ...(faults.documentWidth > faults.width || faults.overflow.length
          ? [`${faults.documentWidth} px wide:`, ...faults.overflow]
          : []),
        ...faults.smallTargets,
        ...faults.coveredTargets,
      ];
      faulty += said.length;
      console.log(`${path.relative(root, file)}${said.length ? `\n  ${said.join("\n  ")}` : ""}`);
    }
    // The shop again with an item in the enquiry: the header's count and the toast.
    if (!only.length || only.includes("shop-enquiry")) {
      await page.goto(`${base}/resources/shop`);
      await page.getByRole("button", { name: "Add to Cart" }).first().click();
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `shop-enquiry-${width}.png`);
      await page.screenshot({ path: file });
      shots.push({ name: "shop-enquiry", file });
      console.log(path.relative(root, file));
    }
    await context.close();
    if (shots.length) {
      const sheet = path.join(outDir, `contact-sheet-${width}.png`);
      await contactSheet(shots, width, sheet);
      console.log(path.relative(root, sheet));
    }
  }
  console.log(faulty ? `${faulty} layout faults (above)` : "no layout faults");
} finally {
  await browser?.close();
  site.stop();
  smtp.close();
}
