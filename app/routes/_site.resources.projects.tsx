import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Our Projects | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Our Projects</h1>
    </section>
  );
}
