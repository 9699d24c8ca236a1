import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BlogCard } from "~/components/blog/blog-card";
import { PostView } from "~/components/blog/post-view";
import { ShareLinks } from "~/components/blog/share-links";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site.resources.blog-info.$slug/route.server";
import styles from "~/styles/blog.css";
import { longDate } from "~/utils/blog";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = headMeta;

export { loader } from "~/routes/_site.resources.blog-info.$slug/route.server";

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

  const { post, related, url, preview } = data;
  return (
    <article className="post">
      <PostView
        post={post}
        notice={
          preview ? (
            <p className="alert alert--info post-preview-note" role="status">
              {preview.state === "draft"
                ? "Draft: only you can see this post. Visitors get 'Blog Post Not Found'."
                : `Scheduled for ${longDate(preview.at)}, ${preview.at.slice(11, 16)}: only you can see it until then.`}
            </p>
          ) : null
        }
      >
        <ShareLinks url={url} title={post.title} />
      </PostView>
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
