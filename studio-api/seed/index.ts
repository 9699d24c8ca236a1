import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sqlDate } from "../dates";
import { getMeta, setMeta, type Db } from "../db";
import { uniqueSlug } from "../routes/blogs";
import type { UploadKind, UploadStore } from "../uploads";
import { seedAnalytics } from "./analytics";
import { BLOG_CATEGORIES, seedBlogs } from "./blogs";
import { PRODUCT_CATEGORIES, seedProducts } from "./products";
import { projectDescription, seedProjects } from "./projects";

const IMAGES_DIR = fileURLToPath(new URL("./images/", import.meta.url));
const DAY = 24 * 3600_000;

const seedContacts = [
  {
    name: "Abena Kyei",
    email: "abena.kyei@example.com",
    subject: "interior-design",
    message: "We have just bought a flat in Cantonments and would love help with the living room and two bedrooms.",
  },
  {
    name: "Yaw Darko",
    email: "yaw.darko@example.com",
    subject: "architecture",
    message: "I own a plot in Aburi and want to build a small weekend house. Could we arrange a site visit next month?",
  },
  {
    name: "Esi Quaye",
    email: "esi.quaye@example.com",
    subject: "staging",
    message: "We are selling our house in Labone and would like it staged for the photographs.",
  },
  {
    name: "Kojo Appiah",
    email: "kojo.appiah@example.com",
    subject: "consultation",
    message: "Do you offer a one-off consultation on materials for a house that is already under construction?",
  },
];

/** 'ANI-' and 9 uppercase letters or digits, like the admin's SKU generator, but stable per name. */
function seedSku(name: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const digest = createHash("sha256").update(name).digest();
  return `ANI-${Array.from(digest.subarray(0, 9), (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/** Hour and minute of the day for the n-th seeded record, so dates look hand-entered. */
const at = (now: Date, daysAgo: number, n: number) =>
  sqlDate(new Date(now.getTime() - daysAgo * DAY - ((n * 7919) % 600) * 60_000));

async function copyImages(uploads: UploadStore, kind: UploadKind, names: readonly string[]): Promise<string[]> {
  const paths: string[] = [];
  for (const name of names) paths.push(await uploads.save(kind, await readFile(`${IMAGES_DIR}${name}.webp`)));
  return paths;
}

/**
 * Fills a new database with the demo content: categories, blogs, products, projects (with
 * their images copied into the uploads folder), a week of analytics and a few messages.
 * It runs once; a database that was ever seeded is left alone, even if emptied since.
 */
export async function seedIfNew(db: Db, uploads: UploadStore, log: (line: string) => void, now = new Date()) {
  if (getMeta(db, "seeded_at")) return;

  const blogImages = await copyImages(
    uploads,
    "blogs",
    seedBlogs.map((blog) => blog.image),
  );
  const productImages = await Promise.all(
    seedProducts.map((product) => copyImages(uploads, "products", product.images)),
  );
  const projectImages = await Promise.all(
    seedProjects.map((project) =>
      copyImages(
        uploads,
        "projects",
        project.photos.map((shot) => shot.name),
      ),
    ),
  );

  db.transaction(() => {
    const category = db.prepare("INSERT INTO categories (title, date) VALUES (?, ?)");
    [...BLOG_CATEGORIES, ...PRODUCT_CATEGORIES].forEach((title, n) => category.run(title, at(now, 180, n)));

    const blog = db.prepare(
      `INSERT INTO blogs (slug, title, excerpt, content, author, category, tags, featured, image_path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const slugs: string[] = [];
    seedBlogs.forEach((post, n) => {
      const slug = uniqueSlug(db, post.title);
      slugs.push(slug);
      blog.run(
        slug,
        post.title,
        post.excerpt,
        post.paragraphs.join("\n\n"),
        post.author,
        post.category,
        JSON.stringify(post.tags),
        post.featured ? 1 : 0,
        blogImages[n],
        at(now, post.daysAgo, n),
      );
    });

    const product = db.prepare(
      `INSERT INTO products (name, description, price, sale_price, sku, stock_quantity, category, tags, status, featured, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const productImage = db.prepare(
      "INSERT INTO product_images (product_id, path, is_primary, position) VALUES (?, ?, ?, ?)",
    );
    seedProducts.forEach((item, n) => {
      const { lastInsertRowid } = product.run(
        item.name,
        item.description,
        item.price,
        item.salePrice,
        seedSku(item.name),
        item.stock,
        item.category,
        item.tags,
        item.status,
        item.featured ? 1 : 0,
        at(now, 2 + n * 3, n),
      );
      productImages[n].forEach((path, i) => productImage.run(lastInsertRowid, path, i === 0 ? 1 : 0, i));
    });

    const project = db.prepare(
      `INSERT INTO projects (title, description, category, client, location, year, status, featured, tags, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const projectImage = db.prepare("INSERT INTO project_images (project_id, path, position) VALUES (?, ?, ?)");
    seedProjects.forEach((item, n) => {
      const { lastInsertRowid } = project.run(
        item.title,
        projectDescription(item, projectImages[n]),
        item.category,
        item.client,
        item.location,
        now.getUTCFullYear() - item.yearsAgo,
        item.status,
        item.featured ? 1 : 0,
        item.tags,
        at(now, 4 + n * 6, n),
      );
      projectImages[n].forEach((path, i) => projectImage.run(lastInsertRowid, path, i));
    });

    const event = db.prepare(
      `INSERT INTO analytics_events (session_id, page_url, event_type, event_date, ip_address, referrer, user_agent, label)
       VALUES (@session_id, @page_url, @event_type, @event_date, @ip_address, @referrer, @user_agent, @label)`,
    );
    for (const row of seedAnalytics(now, slugs)) event.run(row);

    const contact = db.prepare(
      "INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    seedContacts.forEach((row, n) => contact.run(row.name, row.email, row.subject, row.message, at(now, 1 + n * 2, n)));

    setMeta(db, "seeded_at", sqlDate(now));
  })();
  log("studio API: seeded demo content");
}
