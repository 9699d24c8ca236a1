import { countsResponseSchema, type DashboardCounts } from "~/schemas/analytics";
import { upstream, type Admin } from "~/services/client.server";

/** counts/count.php: the API's totalUsers, totalBlogs and totalProd, shown as it counts them. */
export async function getCounts(admin: Admin): Promise<DashboardCounts> {
  const { data } = await upstream({
    path: "counts/count.php",
    schema: countsResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return { totalUsers: data.totalUsers, totalBlogs: data.totalBlogs, totalProd: data.totalProd };
}
