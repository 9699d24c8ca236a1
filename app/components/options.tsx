import type { ReactNode } from "react";

/** A select's options, after an empty first one when `placeholder` is given. */
export function Options({
  options,
  placeholder,
}: {
  options: readonly { value: string | number; label: ReactNode }[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
