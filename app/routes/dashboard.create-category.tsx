import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/session.server";

export const meta: MetaFunction = () => [{ title: "Create Category | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return <h1>Create Category</h1>;
}
