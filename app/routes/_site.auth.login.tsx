import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Admin Login | Aniwa Studio" }];

export default function Page() {
  return (
    <section className="page-intro">
      <h1>Admin Login</h1>
    </section>
  );
}
