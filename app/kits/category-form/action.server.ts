import { formAction } from "~/kits/upload-form/action.server";
import { categoryErrorMessage } from "~/kits/category-form/errors.server";
import { categoryFormSchema } from "~/schemas/category-form";

/** Create Category and Edit Category: the shared form action with the category's schema and wording. */
export function categoryAction({
  request,
  save,
  savedAt,
}: {
  request: Request;
  save: (title: string) => Promise<unknown>;
  /** The page that shows the success panel for the saved (hyphenated) title. */
  savedAt: (title: string) => string;
}) {
  return formAction({
    request,
    schema: categoryFormSchema,
    save: ({ title }) => save(title),
    failure: categoryErrorMessage,
    success: { to: ({ title }) => savedAt(title) },
  });
}
