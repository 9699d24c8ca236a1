/** Names the days the analytics figures leave out because their aggregates are still being read. */
export function AnalyticsPendingNote({
  days,
  shown,
}: {
  days: string[];
  shown: "The figures leave" | "The chart leaves";
}) {
  if (!days.length) return null;
  return (
    <p className="chart-card__note" role="status">
      Still being computed: {days.join(", ")}. {shown} these days out until they are ready; reload in a moment.
    </p>
  );
}
