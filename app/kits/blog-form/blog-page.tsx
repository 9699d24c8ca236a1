import type { ComponentProps, ReactNode } from "react";
import { BlogTips } from "~/kits/blog-form/blog-tips";
import { FormPageHead } from "~/kits/upload-form/page-head";

/** The frame of Add Blog and Edit Blog: the page's head, the form and the tips beside it. */
export function BlogPage({
  children,
  ...head
}: Omit<ComponentProps<typeof FormPageHead>, "linksLabel"> & { children: ReactNode }) {
  return (
    <div className="cms-page">
      <FormPageHead {...head} linksLabel="Blog pages" />
      <div className="cms-layout">
        {children}
        <BlogTips />
      </div>
    </div>
  );
}
