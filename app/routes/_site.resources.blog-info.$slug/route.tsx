import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BlogCard } from "~/components/blog/blog-card";
import { ShareLinks } from "~/components/blog/share-links";
import { Breadcrumb } from "~/components/breadcrumb";
import { Image, uploadUrl } from "~/components/image";
import type { Blog } from "~/schemas/api";
import { getBlog, listBlogs } from "~/services/blogs.server";
import { UpstreamError } from "~/services/client.server";
import styles from "~/styles/blog.css";
import { blogPath, paragraphs, RELATED_FETCH, relatedPosts, toBlogCard } from "~/utils/blog";
import { categoryLabel } from "~/vocabulary/titles";
import { pageHead } from "~/kits/seo/head.server";
import { headMeta } from "~/kits/seo/head-meta";
import { siteOrigin } from "~/edge/site-url.server";
import { blogPosting, breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = headMeta;

/** The head of a post that could not be shown: not found, or the API failed. */
const missingHead = (request: Request, title: string) =>
  pageHead(request, {
    title,
    description: "This blog post could not be shown.",
    path: new URL(request.url).pathname,
    noindex: true,
  });

const logFailure = (what: string, error: unknown) =>
  console.error(`blog post: ${what} failed:`, error instanceof Error ? error.message : error);

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = (params.slug ?? "").trim();
  let post: Blog | null;
  try {
    post = slug ? await getBlog(slug) : null;
  } catch (error) {
    logFailure("the post", error);
    const status = error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502;
    return json({ state: "error" as const, head: missingHead(request, "Blog Post Unavailable") }, { status });
  }
  if (!post)
    return json({ state: "missing" as const, head: missingHead(request, "Blog Post Not Found") }, { status: 404 });

  // Fetch 3 of the same category, drop this one, keep 2; a failure only hides the section.
  const related = post.category
    ? await listBlogs({ category: post.category, limit: RELATED_FETCH })
        .then((list) => relatedPosts(list, post.slug).map(toBlogCard))
        .catch((error: unknown) => {
          logFailure("related posts", error);
          return [];
        })
    : [];
  const url = new URL(blogPath(post.slug), siteOrigin(request)).toString();
  const shown = {
    ...toBlogCard(post),
    read_time: post.read_time,
    tags: post.tags,
    paragraphs: paragraphs(post.content),
  };
  const head = pageHead(
    request,
    {
      title: shown.title,
      description: shown.excerpt || `${shown.title}: a note from the studio's blog.`,
      path: blogPath(shown.slug),
      type: "article",
      image: shown.image ? { src: shown.image, alt: shown.title } : null,
    },
    (origin) => [
      blogPosting(origin, shown, url),
      breadcrumbList(origin, [{ name: "Blog", path: "/resources/blogs" }, { name: shown.title }]),
    ],
  );
  return json({ state: "found" as const, url, post: shown, related, head });
}

function PostMissing({ message, failed = false }: { message: string; failed?: boolean }) {
  const location = useLocation();
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        {failed ? "!" : "404"}
      </p>
      <h1>Blog Post Not Found</h1>
      <p>{message}</p>
      <div className="post-missing__actions">
        <Link className="button button--primary" to="/resources/blogs">
          Back to Blog
        </Link>
        {failed ? (
          <Link className="button button--ghost" to={location.pathname}>
            Try Again
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export default function BlogPost() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "missing") return <PostMissing message="The blog post you're looking for doesn't exist." />;
  if (data.state === "error") return <PostMissing failed message="Failed to load blog post. Please try again later." />;

  const { post, related, url } = data;
  const author = post.author.trim() || "Anonymous";
  return (
    <article className="post">
      <header className="post-header">
        <div className="post-header__inner">
          <Breadcrumb trail={[{ name: "Blog", to: "/resources/blogs" }]} current={post.title} />
          <ul className="post-meta">
            <li className="post-meta__category">{categoryLabel(post.category)}</li>
            <li>
              <time dateTime={post.created_at.slice(0, 10)}>{post.formatted_date}</time>
            </li>
            <li>{post.read_time}</li>
          </ul>
          <h1>{post.title}</h1>
          <p className="post-author">
            <span className="post-author__initial" aria-hidden="true">
              {author[0]?.toUpperCase()}
            </span>
            <span>By {author}</span>
          </p>
        </div>
      </header>
      <figure className="post-figure">
        <Image
          src={uploadUrl(post.image)}
          alt={post.title}
          width={800}
          height={600}
          priority
          sizes="(min-width: 1120px) 1040px, (min-width: 1000px) calc(100vw - 80px), 92vw"
        />
      </figure>
      <div className="post-body">
        {post.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {post.tags.length > 0 ? (
          <ul className="post-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
        <ShareLinks url={url} title={post.title} />
      </div>
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">Related Articles</h2>
          <div className="related__grid">
            {related.map((item, index) => (
              <BlogCard key={item.slug} post={item} position={index + 1} />
            ))}
          </div>
        </section>
      ) : null}
      <aside className="newsletter-teaser" aria-labelledby="teaser-title">
        <div>
          <h2 id="teaser-title">Enjoyed this article?</h2>
          <p>
            Subscribe to the studio&apos;s newsletter for new projects, pieces from our collections and notes like this
            one, once a month.
          </p>
        </div>
        <a className="button" href="#newsletter-email">
          Subscribe below
        </a>
      </aside>
    </article>
  );
}
