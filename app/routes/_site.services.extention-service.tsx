import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Extensions | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Extensions</h1>
    </section>
  );
}
