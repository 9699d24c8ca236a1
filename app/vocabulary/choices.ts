/** A list of choices' values (statuses, subjects, areas…), as the non-empty tuple `z.enum` takes. */
export const valuesOf = <T extends string>(choices: readonly { value: T }[]) =>
  choices.map((choice) => choice.value) as [T, ...T[]];
