import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "About | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>About Us</h1>
    </section>
  );
}
