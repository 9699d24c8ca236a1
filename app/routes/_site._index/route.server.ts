import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { POSTER, POSTER_SIZES, POSTER_WIDTH } from "~/components/marketing/hero-video";
import { photoText } from "~/records/front-matter";
import type { Product } from "~/records/product";
import type { Project } from "~/records/project";
import { projectCard } from "~/records/project-card.server";
import { listAllProducts } from "~/services/products.server";
import { listClientQuotes, listProjects } from "~/services/projects.server";
import { pageHead } from "~/kits/seo/head.server";
import { studioBusiness } from "~/kits/seo/structured-data";
import { formattedText } from "~/utils/markdown.server";
import type { PortfolioItem } from "~/utils/portfolio";
import { pickPortfolio, pieceTab, projectTab } from "~/utils/portfolio.server";
import { isPublished } from "~/utils/products";
import { TITLE_LIMIT } from "~/utils/projects";
import { DESCRIPTION_LIMIT, truncate } from "~/utils/shop";
import { SHOP_PATH } from "~/utils/site";
import { categoryLabel } from "~/vocabulary/titles";

/** The gallery's first page in the API's largest size: the read the clients' quotes share (one cached call). */
const PROJECTS_READ = 100;

const logFailure = (what: string, error: unknown) =>
  console.error(`home: ${what} failed:`, error instanceof Error ? error.message : error);

/** A card's tags: its category, then up to two of its own, each once. */
function tagsOf(category: string, own: readonly string[]): string[] {
  const tags = new Map<string, string>();
  for (const tag of [categoryLabel(category), ...own.map((word) => word.trim())]) {
    if (tag && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return [...tags.values()].slice(0, 3);
}

function projectItem(project: Project): PortfolioItem {
  const card = projectCard(project);
  return {
    key: `project-${project.id}`,
    kind: "project",
    category: projectTab(project.category),
    title: card.title,
    description: card.description,
    image: card.image,
    ...(card.imageAlt ? { alt: card.imageAlt } : {}),
    tags: tagsOf(project.category, project.tags),
    featured: project.featured,
    href: card.path,
  };
}

function pieceItem(product: Product): PortfolioItem {
  const alt = product.image ? photoText(product.photoWords, product.image).alt : undefined;
  return {
    key: `piece-${product.id}`,
    kind: "piece",
    category: pieceTab(product.category),
    title: truncate(product.name, TITLE_LIMIT),
    description: truncate(formattedText(product.description).text, DESCRIPTION_LIMIT),
    image: product.image,
    ...(alt ? { alt } : {}),
    tags: tagsOf(product.category, product.tags),
    featured: product.featured,
    // The shop's Quick View, as its cards open it.
    href: `${SHOP_PATH}?product=${product.id}`,
  };
}

/** The public projects in the gallery's order (newest first); none when the API fails. */
async function projectItems(): Promise<PortfolioItem[]> {
  try {
    const { projects } = await listProjects({ page: 1, limit: PROJECTS_READ });
    return projects.map(projectItem);
  } catch (error) {
    logFailure("projects", error);
    return [];
  }
}

/** The pieces for sale, newest first; none when the API fails. */
async function pieceItems(): Promise<PortfolioItem[]> {
  try {
    const products = await listAllProducts();
    return products
      .filter(isPublished)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(pieceItem);
  } catch (error) {
    logFailure("products", error);
    return [];
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [projects, pieces, quotes] = await Promise.all([projectItems(), pieceItems(), listClientQuotes()]);
  return json({
    head: pageHead(
      request,
      {
        title: "Architecture & Interiors in Accra",
        description:
          "Aniwa Studio designs homes, workplaces and furniture in Accra with Ghanaian artisans: architecture, interiors, styling and bespoke home collections.",
        path: "/",
      },
      (origin) => [studioBusiness(origin)],
      // The hero poster is the LCP image (docs/performance.md, "Images and JavaScript per page").
      { src: POSTER, width: POSTER_WIDTH, sizes: POSTER_SIZES },
    ),
    portfolio: pickPortfolio([...projects, ...pieces]),
    quotes,
  });
}
