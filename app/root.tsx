import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { Analytics } from "~/components/analytics/analytics";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Toaster } from "~/components/toaster";
import type { loader } from "~/root.server";
import appStyles from "~/styles/app.css";
import { isPrivateArea } from "~/utils/areas";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [
  { rel: "preload", href: "/fonts/fraunces-latin.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: "/fonts/manrope-latin.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: "Aniwa Studio | Architecture, Interiors & Home Collections in Accra" },
  {
    name: "description",
    content:
      "A contemporary architecture, interiors and home-collections studio in Accra, Ghana: design, renovation, new builds, extensions and bespoke pieces made with local artisans.",
  },
];

/** Where forms carry a CSRF token: the admin area and its sign-in (public forms check the origin instead). */
const tokenArea = (url: URL) => isPrivateArea(url.pathname);

export { loader } from "~/root.server";

/** Entering the admin area or the sign-in from a public page fetches the token the forms there need. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (tokenArea(nextUrl) && !tokenArea(currentUrl));

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const admin = /^\/dashboard(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f1a17" />
        {admin ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links />
        {/* Marks the document as scripted before first paint, so scroll reveals
            never hide content from visitors without JavaScript. */}
        <script nonce={nonce} data-class="js">
          document.documentElement.classList.add(document.currentScript.dataset.class)
        </script>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  // The honeypot fields read their props from this loader's data (~/components/honeypot-inputs),
  // the admin area's and the sign-in's forms their CSRF token (~/components/csrf-token).
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
      <Analytics />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="error-page">
      <GeneralErrorBoundary />
    </main>
  );
}
