import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { blogPath, blogSearch, BLOG_PAGE_SIZE, type BlogCategoryCount } from "~/utils/blog";
import { titleCase } from "~/vocabulary/titles";

export interface RecentPost {
  slug: string;
  title: string;
  image: string | null;
  created_at: string;
  formatted_date: string;
}

/** The category filter ('All Articles' and each category with its count) as links. */
export function BlogCategoryNav({
  categories,
  selected,
  total,
}: {
  categories: BlogCategoryCount[];
  selected: string;
  total: number;
}) {
  const entries = [{ title: "", label: "All Articles", count: total }].concat(
    categories.map((category) => ({ title: category.title, label: titleCase(category.title), count: category.count })),
  );
  return (
    <nav className="blog-side__block" aria-labelledby="blog-categories-title">
      <h2 id="blog-categories-title" className="blog-side__title">
        Categories
      </h2>
      <ul className="blog-categories">
        {entries.map((entry) => {
          const current = entry.title === selected;
          return (
            <li key={entry.title || "all"}>
              <Link
                to={`/resources/blogs${blogSearch({ category: entry.title, show: BLOG_PAGE_SIZE })}`}
                className={`blog-categories__link${current ? " is-current" : ""}`}
                aria-current={current ? "page" : undefined}
                preventScrollReset
              >
                <span>{entry.label}</span>
                <span className="blog-categories__count">
                  {entry.count}
                  <span className="visually-hidden"> {entry.count === 1 ? "post" : "posts"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function RecentPosts({ posts }: { posts: RecentPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="blog-side__block blog-side__recent" aria-labelledby="recent-posts-title">
      <h2 id="recent-posts-title" className="blog-side__title">
        Recent Posts
      </h2>
      <ul className="recent-posts">
        {posts.map((post) => (
          <li key={post.slug} className="recent-posts__item">
            <Image
              src={uploadUrl(post.image)}
              alt=""
              width={96}
              height={72}
              sizes="72px"
              className="recent-posts__image"
            />
            <div>
              <Link to={blogPath(post.slug)} className="recent-posts__title">
                {post.title}
              </Link>
              <time className="recent-posts__date" dateTime={post.created_at.slice(0, 10)}>
                {post.formatted_date}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
