import { useActionData } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { BlogPreview, previewOf } from "~/kits/blog-form/blog-preview";
import { BlogTips } from "~/kits/blog-form/blog-tips";
import { FormPageHead } from "~/kits/upload-form/page-head";

/**
 * The frame of Add Blog and Edit Blog: the page's head, the form and the tips beside it, and the
 * post's 'Preview' when the page is the answer to one (without scripts 'Preview' is a plain post;
 * with them, BlogForm shows it).
 */
export function BlogPage({
  children,
  ...head
}: Omit<ComponentProps<typeof FormPageHead>, "linksLabel"> & { children: ReactNode }) {
  const preview = previewOf(useActionData());
  return (
    <div className="cms-page">
      <FormPageHead {...head} linksLabel="Blog pages" />
      <div className="cms-layout">
        {children}
        {preview ? <BlogPreview {...preview} /> : null}
        <BlogTips />
      </div>
    </div>
  );
}
