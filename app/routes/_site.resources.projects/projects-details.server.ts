// The project details for the server's render only: in the browser this module is empty and the
// dialog's code loads when one opens (components/lazy-dialog.tsx).
export { ProjectDetails } from "~/components/projects/project-details";
