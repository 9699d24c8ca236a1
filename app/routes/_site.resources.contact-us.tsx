import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Contact | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Contact Us</h1>
    </section>
  );
}
