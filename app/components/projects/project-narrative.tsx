import { paragraphs } from "~/utils/blog";

/**
 * A project's story, from its description. Today the description's paragraphs (split at line
 * breaks, as the spec gives a post's content); the one place to swap in the Markdown renderer of
 * posts and project texts (issue 37) when it lands, so the page, its head and its tests stay as
 * they are.
 */
export function ProjectNarrative({ text }: { text: string }) {
  const blocks = paragraphs(text);
  if (blocks.length === 0) return null;
  return (
    <div className="case-narrative">
      {blocks.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
