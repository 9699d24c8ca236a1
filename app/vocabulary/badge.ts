/** A status badge's colour and label: the products' and projects' statuses both use it. */

export type BadgeTone = "success" | "warning" | "info" | "secondary" | "danger";

export interface Badge {
  label: string;
  tone: BadgeTone;
}
