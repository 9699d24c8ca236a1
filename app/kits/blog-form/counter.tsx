import type { ReactNode } from "react";

/**
 * '12/60 characters', then what `children` says of them, marked once the text runs past the
 * guide (a guide, not a limit: the field's maxLength is the limit).
 */
export function CharacterCounter({ length, guide, children }: { length: number; guide: number; children?: ReactNode }) {
  return (
    <span className={length > guide ? "cms-counter is-over" : "cms-counter"}>
      {length}/{guide} characters{children}
    </span>
  );
}

/** How many characters a Conform field holds now. */
export const typedLength = (field: { value?: string; initialValue?: string }) =>
  (field.value ?? field.initialValue ?? "").length;
