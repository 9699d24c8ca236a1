import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Blog | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Blog post</h1>
    </section>
  );
}
