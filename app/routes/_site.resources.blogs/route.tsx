import { json, type LinksFunction, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogCard, postAnchor } from "~/components/blog/blog-card";
import { BlogCategoryNav, RecentPosts } from "~/components/blog/blog-sidebar";
import {
  ListingError,
  ListingHero,
  LoadingStatus,
  LoadMoreLink,
  useFocusFirstNew,
  useListingLoading,
} from "~/components/listing";
import type { Blog } from "~/schemas/api";
import { listBlogs } from "~/services/blogs.server";
import { listCategories } from "~/services/categories.server";
import { UpstreamError } from "~/services/client.server";
import styles from "~/styles/blog.css";
import {
  blogCategories,
  blogSearch,
  BLOG_PAGE_SIZE,
  currentYear,
  parseBlogQuery,
  RECENT_POSTS,
  toBlogCard,
} from "~/utils/blog";
import { titleCase } from "~/vocabulary/titles";
import { pageHead } from "~/kits/seo/head.server";
import { headMeta } from "~/kits/seo/head-meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = headMeta;

/** The listing's head: a category is a listing of its own; 'show' only changes how much of it. */
function blogsHead(request: Request, category: string) {
  return pageHead(
    request,
    {
      title: category ? `${titleCase(category)} | Blog` : "Blog",
      description: category
        ? `${titleCase(category)}: notes from Aniwa Studio's blog on architecture, interiors and design in Accra.`
        : "Notes from the studio on architecture, interiors, sustainable design and styling a home in Accra.",
      path: `/resources/blogs${blogSearch({ category, show: BLOG_PAGE_SIZE })}`,
    },
    (origin) => [breadcrumbList(origin, [{ name: "Blog" }])],
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const year = currentYear();
  const head = blogsHead(request, query.category);
  // The categories only order and complete the sidebar: a failure there is logged, never shown.
  const categoriesLoad = listCategories().catch((error: unknown) => {
    console.error("blog listing: categories failed:", error instanceof Error ? error.message : error);
    return [];
  });
  let blogs: Blog[];
  try {
    blogs = await listBlogs();
  } catch (error) {
    console.error("blog listing: posts failed:", error instanceof Error ? error.message : error);
    const status = error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502;
    return json({ ok: false as const, query, year, head }, { status });
  }
  const categories = blogCategories(blogs, await categoriesLoad, query.category);
  const matching = query.category ? blogs.filter((blog) => blog.category === query.category) : blogs;
  return json({
    ok: true as const,
    query,
    year,
    head,
    total: blogs.length,
    categoryCount: categories.filter((category) => category.count > 0).length,
    categories,
    recent: blogs.slice(0, RECENT_POSTS).map(toBlogCard),
    posts: matching.slice(0, query.show).map(toBlogCard),
    nextShow: matching.length > query.show ? query.show + BLOG_PAGE_SIZE : null,
  });
}

type Listing = Extract<SerializeFrom<typeof loader>, { ok: true }>;

export default function BlogListing() {
  const data = useLoaderData<typeof loader>();
  const loading = useListingLoading();
  useFocusFirstNew(data.ok ? data.posts.length : 0, postAnchor);
  return (
    <>
      <ListingHero
        className="blog-hero"
        eyebrow="Studio Journal"
        title="Blog"
        lead="Ideas on architecture, interiors and living well in Accra — from the people who design, build and style them."
        stats={
          data.ok
            ? [
                { value: data.total, label: data.total === 1 ? "Article" : "Articles" },
                { value: data.categoryCount, label: data.categoryCount === 1 ? "Category" : "Categories" },
                { value: data.year, label: "Year" },
              ]
            : []
        }
      />
      {data.ok ? (
        <Posts data={data} loading={loading} />
      ) : (
        <div className="container listing-body">
          <ListingError message="Failed to load blog posts. Please try again later." />
        </div>
      )}
    </>
  );
}

function Posts({ data, loading }: { data: Listing; loading: boolean }) {
  const heading = data.query.category ? titleCase(data.query.category) : "All Articles";
  return (
    <div className="container listing-body blog-layout">
      <aside className="blog-side" aria-label="Blog sidebar">
        <BlogCategoryNav categories={data.categories} selected={data.query.category} total={data.total} />
        <RecentPosts posts={data.recent} />
      </aside>
      <section className="blog-main" aria-labelledby="blog-list-title" aria-busy={loading}>
        <div className="listing-toolbar">
          <h2 id="blog-list-title" className="listing-toolbar__title">
            {heading}
          </h2>
          <LoadingStatus loading={loading}>Loading blog posts...</LoadingStatus>
        </div>
        {data.posts.length === 0 ? (
          <div className="listing-empty">
            <h3>No blog posts found</h3>
            <p>There are no articles in this category yet. Browse all articles instead.</p>
            <Link className="button button--ghost" to="/resources/blogs" preventScrollReset>
              All Articles
            </Link>
          </div>
        ) : (
          <div className={`blog-grid${loading ? " is-loading" : ""}`}>
            {data.posts.map((post, index) => (
              <BlogCard key={post.slug} post={post} position={index + 1} />
            ))}
          </div>
        )}
        {data.nextShow ? (
          <LoadMoreLink
            to={`/resources/blogs${blogSearch({ ...data.query, show: data.nextShow })}`}
            firstNewId={postAnchor(data.posts.length + 1)}
          >
            Load More Articles
          </LoadMoreLink>
        ) : null}
      </section>
    </div>
  );
}
