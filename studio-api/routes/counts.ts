import type { AppContext } from "../context";
import { reply, type RouteDef } from "../http";

export function countRoutes({ db }: AppContext): RouteDef[] {
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return [
    {
      method: "GET",
      path: "counts/count.php",
      auth: "studio",
      handle: () =>
        reply(200, {
          message: "Counts retrieved successfully",
          // The site has no user accounts: its "users" are the visitors analytics has seen.
          totalUsers: count("SELECT COUNT(DISTINCT session_id) AS n FROM analytics_events"),
          totalBlogs: count("SELECT COUNT(*) AS n FROM blogs"),
          totalProd: count("SELECT COUNT(*) AS n FROM products"),
        }),
    },
  ];
}
