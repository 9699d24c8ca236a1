import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "New Build | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>New Build</h1>
    </section>
  );
}
