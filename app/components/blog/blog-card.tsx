import { Link } from "@remix-run/react";
import { CardPhoto } from "~/components/image";
import { blogPath, type BlogCardData } from "~/utils/blog";
import { categoryLabel } from "~/vocabulary/titles";

export const postAnchor = (position: number) => `post-${position}`;

/** A post in the listing grid; `position` (from 1) gives it the anchor 'Load More' jumps to. */
export function BlogCard({ post, position }: { post: BlogCardData; position: number }) {
  const href = blogPath(post.slug);
  return (
    <article className="blog-card" id={postAnchor(position)}>
      <div className="blog-card__media">
        <CardPhoto
          path={post.image}
          sizes="(min-width: 1280px) 428px, (min-width: 1088px) calc(49vw - 198px), (min-width: 995px) 46vw, (min-width: 960px) 61vw, (min-width: 722px) 46vw, 92vw"
          eager={position <= 2}
        />
        {post.featured ? <span className="badge badge--accent blog-card__badge">Featured</span> : null}
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__category">{categoryLabel(post.category)}</span>
          <time dateTime={post.created_at.slice(0, 10)}>{post.formatted_date}</time>
        </p>
        <h3 className="blog-card__title">
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <footer className="blog-card__footer">
          <span className="blog-card__author">By {post.author.trim() || "Anonymous"}</span>
          <Link to={href} className="blog-card__more">
            Read More<span className="visually-hidden">: {post.title}</span>
          </Link>
        </footer>
      </div>
    </article>
  );
}
