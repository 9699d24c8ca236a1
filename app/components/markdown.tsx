import type { ReactNode } from "react";
import { TOC_MIN_HEADINGS, type MarkdownDoc, type MdBlock, type MdInline } from "~/utils/markdown-tree";

/**
 * Draws a formatted text the server parsed (app/utils/markdown.server.ts) as React elements:
 * no HTML string anywhere, so nothing in a post can become markup. The tree's links and
 * images were checked by the parser; external links open without access to this page.
 * Blog posts, project and product descriptions.
 */

function Inline({ nodes }: { nodes: readonly MdInline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.t) {
      case "text":
        return node.v;
      case "br":
        return <br key={index} />;
      case "strong":
      case "em":
      case "del": {
        // The node's kind is its element's name.
        const Tag = node.t;
        return (
          <Tag key={index}>
            <Inline nodes={node.c} />
          </Tag>
        );
      }
      case "code":
        return <code key={index}>{node.v}</code>;
      case "link":
        return (
          <a key={index} href={node.href} title={node.title} rel={node.external ? "noopener noreferrer" : undefined}>
            <Inline nodes={node.c} />
          </a>
        );
      case "img":
        return (
          <img
            key={index}
            className="md-image"
            src={node.src}
            alt={node.alt}
            title={node.title}
            loading="lazy"
            decoding="async"
          />
        );
    }
  });
}

function Block({ node }: { node: MdBlock }): ReactNode {
  switch (node.t) {
    case "p":
      return (
        <p>
          <Inline nodes={node.c} />
        </p>
      );
    case "h": {
      const Heading = `h${node.level}` as const;
      return (
        <Heading id={node.id} className="md-heading">
          <Inline nodes={node.c} />{" "}
          <a className="md-anchor" href={`#${node.id}`} aria-hidden="true" tabIndex={-1}>
            #
          </a>
        </Heading>
      );
    }
    case "quote":
      return (
        <blockquote>
          <Blocks nodes={node.c} />
        </blockquote>
      );
    case "list": {
      const items = node.items.map((item, index) => (
        <li key={index}>
          {/* A tight item (one paragraph) reads as a line, not a paragraph. */}
          {item.length === 1 && item[0]?.t === "p" ? <Inline nodes={item[0].c} /> : <Blocks nodes={item} />}
        </li>
      ));
      return node.ordered ? <ol start={node.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case "pre":
      return (
        <pre>
          <code>{node.v}</code>
        </pre>
      );
    case "hr":
      return <hr />;
    case "table":
      return (
        <div className="md-table">
          <table>
            <thead>
              <tr>
                {node.head.map((cell, index) => (
                  <th key={index} scope="col" style={node.align[index] ? { textAlign: node.align[index] } : undefined}>
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={node.align[index] ? { textAlign: node.align[index] } : undefined}>
                      <Inline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Blocks({ nodes }: { nodes: readonly MdBlock[] }) {
  return nodes.map((node, index) => <Block key={index} node={node} />);
}

/** The formatted text's blocks, in the caller's wrapper (the post's body, a description). */
export function Markdown({ doc }: { doc: MarkdownDoc }) {
  return <Blocks nodes={doc.blocks} />;
}

/** 'On this page': links to the text's headings, shown from TOC_MIN_HEADINGS headings on. */
export function TableOfContents({ doc, title = "On this page" }: { doc: MarkdownDoc; title?: string }) {
  if (doc.headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav className="md-toc" aria-labelledby="md-toc-title">
      <h2 id="md-toc-title" className="md-toc__title">
        {title}
      </h2>
      <ol>
        {doc.headings.map((heading) => (
          <li key={heading.id} className={`md-toc__level-${heading.level}`}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
