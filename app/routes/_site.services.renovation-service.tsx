import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Renovation & Restoration | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Renovation / Restoration</h1>
    </section>
  );
}
