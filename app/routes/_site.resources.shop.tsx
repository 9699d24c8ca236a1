import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Shop | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Shop</h1>
    </section>
  );
}
