import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Architectural Services | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Architectural Services</h1>
    </section>
  );
}
