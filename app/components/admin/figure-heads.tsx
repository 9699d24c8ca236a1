/** A table's head row: its first column's head, then the heads of its figures, aligned right (`num`). */
export function FigureHeads({ first, figures }: { first: string; figures: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {figures.map((head) => (
          <th key={head} scope="col" className="num">
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
