import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pageHead } from "~/kits/seo/head.server";
import { studioBusiness } from "~/kits/seo/structured-data";
import { PORTFOLIO_ITEMS } from "~/utils/portfolio.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  json({
    head: pageHead(
      request,
      {
        title: "Architecture & Interiors in Accra",
        description:
          "Aniwa Studio designs homes, workplaces and furniture in Accra with Ghanaian artisans: architecture, interiors, styling and bespoke home collections.",
        path: "/",
      },
      (origin) => [studioBusiness(origin)],
    ),
    portfolio: PORTFOLIO_ITEMS,
  });
