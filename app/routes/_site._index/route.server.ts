import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { POSTER, POSTER_SIZES, POSTER_WIDTH } from "~/components/marketing/hero-video";
import type { FeaturedProduct, RecentProject } from "~/components/marketing/studio-work";
import { listAllProducts } from "~/services/products.server";
import { listClientQuotes, listProjects } from "~/services/projects.server";
import { pageHead } from "~/kits/seo/head.server";
import { studioBusiness } from "~/kits/seo/structured-data";
import { PORTFOLIO_ITEMS } from "~/utils/portfolio.server";
import { effectivePrice, isPublished } from "~/utils/products";
import { projectPagePath } from "~/utils/project-page";
import { formatMoney } from "~/vocabulary/money";

/** 'Recent work': the admin's featured projects, newest first (decision 016). */
export const RECENT_WORK = 6;
/** The featured products the home page shows, newest first. */
export const FEATURED_PIECES = 4;

const logFailure = (what: string, error: unknown) =>
  console.error(`home: ${what} failed:`, error instanceof Error ? error.message : error);

/** The featured projects (the API lists newest first); nothing when the API fails. */
async function recentWork(): Promise<RecentProject[]> {
  try {
    const { projects } = await listProjects({ page: 1, limit: RECENT_WORK, featured: "1" });
    return projects.slice(0, RECENT_WORK).map((project) => ({
      id: project.id,
      title: project.title,
      place: [project.location, project.year].filter(Boolean).join(" · "),
      image: project.images[0] ?? null,
      path: projectPagePath(project),
    }));
  } catch (error) {
    logFailure("recent work", error);
    return [];
  }
}

/** The featured products for sale, newest first; nothing when the API fails. */
async function featuredPieces(): Promise<FeaturedProduct[]> {
  try {
    const products = await listAllProducts();
    return products
      .filter((product) => product.featured && isPublished(product))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, FEATURED_PIECES)
      .map((product) => ({
        id: product.id,
        name: product.name,
        price: formatMoney(effectivePrice(product)),
        image: product.image,
        href: `/resources/shop?product=${product.id}`,
      }));
  } catch (error) {
    logFailure("featured products", error);
    return [];
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [projects, products, quotes] = await Promise.all([recentWork(), featuredPieces(), listClientQuotes()]);
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
    portfolio: PORTFOLIO_ITEMS,
    work: { projects, products },
    quotes,
  });
}
