import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Architecture, Interiors & Home Collections in Accra | Aniwa Studio" },
];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Aniwa Studio</h1>
    </section>
  );
}
