import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json({ email: admin.email }, { headers: { "Cache-Control": "no-store" } });
}

export default function DashboardLayout() {
  return (
    <main id="main" className="admin-main">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="admin-main">
      <GeneralErrorBoundary />
    </main>
  );
}
