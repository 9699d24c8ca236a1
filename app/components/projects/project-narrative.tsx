import { Markdown } from "~/components/markdown";
import type { MarkdownDoc } from "~/utils/markdown-tree";

/**
 * A project's story: its description as the owner formatted it (Markdown parsed on the server,
 * utils/markdown.server.ts), drawn as posts are. A description without formatting keeps its
 * paragraphs and line breaks.
 */
export function ProjectNarrative({ doc }: { doc: MarkdownDoc }) {
  if (doc.blocks.length === 0) return null;
  return (
    <div className="case-narrative md-text">
      <Markdown doc={doc} />
    </div>
  );
}
