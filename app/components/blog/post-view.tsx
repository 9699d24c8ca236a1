import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/breadcrumb";
import { Image, uploadUrl } from "~/components/image";
import { Markdown, TableOfContents } from "~/components/markdown";
import type { PostViewData } from "~/utils/blog";
import { categoryLabel } from "~/vocabulary/titles";

/**
 * The post itself (header, featured image, table of contents, formatted body, tags). `notice`
 * goes above the header (the preview's note), `children` at the end of the body (share links).
 */
export function PostView({
  post,
  notice,
  children,
  imageSrc,
}: {
  post: PostViewData;
  notice?: ReactNode;
  children?: ReactNode;
  /** The image to show when it is not an upload yet (the preview's picked file). */
  imageSrc?: string;
}) {
  const author = post.author.trim() || "Anonymous";
  return (
    <>
      <header className="post-header">
        <div className="post-header__inner">
          {notice}
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
          src={imageSrc ?? uploadUrl(post.image)}
          alt={post.imageAlt}
          width={800}
          height={600}
          priority
          sizes="(min-width: 1120px) 1040px, (min-width: 1000px) calc(100vw - 80px), 92vw"
        />
        {post.imageCaption ? <figcaption className="post-figure__caption">{post.imageCaption}</figcaption> : null}
      </figure>
      <div className="post-body md-text">
        <TableOfContents doc={post.doc} />
        <Markdown doc={post.doc} />
        {post.tags.length > 0 ? (
          <ul className="post-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </>
  );
}
