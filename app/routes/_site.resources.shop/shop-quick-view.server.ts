// The Quick View for the server's render only: in the browser this module is empty and the
// dialog's code loads when one opens (components/lazy-dialog.tsx).
export { QuickView } from "~/components/shop/quick-view";
