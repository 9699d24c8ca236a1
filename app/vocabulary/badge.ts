/** A status badge's colour and label: the products' and projects' statuses both use it. */

export type BadgeTone = "success" | "warning" | "info" | "secondary" | "danger";

export interface Badge {
  label: string;
  tone: BadgeTone;
}

/** The badge of `value` among `choices` (each a value, a label, a tone), or `unknown` for a value they do not hold. */
export function badgeOf(
  choices: readonly { value: string; label: string; tone: BadgeTone }[],
  value: string,
  unknown: Badge,
): Badge {
  const known = choices.find((choice) => choice.value === value);
  return known ? { label: known.label, tone: known.tone } : unknown;
}
