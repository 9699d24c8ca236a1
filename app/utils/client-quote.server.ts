import { readFrontMatter } from "~/utils/front-matter";
import { projectPagePath, type ClientQuote } from "~/utils/project-page";

/** The project's client quote, or null when the owner typed none. */
export function clientQuoteOf(project: { id: number; title: string; client: string; description: string }) {
  const { data } = readFrontMatter(project.description);
  if (!data.quote) return null;
  const quote: ClientQuote = {
    text: data.quote,
    by: data["quote-by"] || project.client,
    project: project.title,
    path: projectPagePath(project),
  };
  return quote;
}
