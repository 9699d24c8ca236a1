import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { Analytics } from "~/components/analytics/analytics";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Toaster } from "~/components/toaster";
import { StructuredData } from "~/kits/seo/json-ld";
import { siteOrigin } from "~/kits/seo/site-url.server";
import { csrf, honeypotInputProps } from "~/security.server";
import { readNewsletterFlash } from "~/services/newsletter.server";
import appStyles from "~/styles/app.css";
import { readToast } from "~/toast.server";
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

export async function loader({ request }: LoaderFunctionArgs) {
  // No token, no cookie and no per-render value on public pages: their bytes are the same for
  // every visitor, so they can be shared (docs/decisions/007-shared-public-pages.md).
  const [csrfToken, csrfCookie] = tokenArea(new URL(request.url)) ? await csrf.commitToken(request) : [null, null];
  const { toast, setCookie: toastCookie } = await readToast(request);
  const { result: newsletter, setCookie: newsletterCookie } = await readNewsletterFlash(request);
  const headers = new Headers();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  if (newsletterCookie) headers.append("Set-Cookie", newsletterCookie);
  // siteUrl: the public origin every page's canonical, previews and JSON-LD use (app/kits/seo).
  return json({ csrfToken, honeypotInputProps, toast, newsletter, siteUrl: siteOrigin(request) }, { headers });
}

export type RootLoader = typeof loader;

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
        <StructuredData />
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
  const { csrfToken, honeypotInputProps, toast } = useLoaderData<typeof loader>();
  return (
    <AuthenticityTokenProvider token={csrfToken ?? ""}>
      <HoneypotProvider {...honeypotInputProps}>
        <Outlet />
        <Toaster toast={toast} />
        <Analytics />
      </HoneypotProvider>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  // The root loader's data may be missing here; forms inside still render.
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <AuthenticityTokenProvider token={data?.csrfToken ?? ""}>
      <main id="main" className="error-page">
        <GeneralErrorBoundary />
      </main>
    </AuthenticityTokenProvider>
  );
}
