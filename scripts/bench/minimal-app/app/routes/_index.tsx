import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const loader = () => json({ greeting: "Hello from a minimal Remix page" });

export default function Index() {
  const { greeting } = useLoaderData<typeof loader>();
  return <h1>{greeting}</h1>;
}
