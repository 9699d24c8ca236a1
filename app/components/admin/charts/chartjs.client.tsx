import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { Bar, Doughnut, Line } from "react-chartjs-2";

/*
 * chart.js lives only in this module, which the admin charts import lazily in
 * the browser: no public page and no server render ever loads it.
 */
ChartJS.register(
  CategoryScale,
  LinearScale,
  BarElement,
  LineElement,
  PointElement,
  ArcElement,
  Tooltip,
  Legend,
  Filler,
);
ChartJS.defaults.font.family = "Manrope, system-ui, sans-serif";
ChartJS.defaults.color = "#4a403a";

/** The brand's palette (app/styles/app/base.css), not Chart.js's default blue and green. */
export const COLORS = {
  clay: "#a9572a",
  ochre: "#c99a3b",
  forest: "#2f4a3a",
  sage: "#7f9c88",
  grid: "rgba(31, 26, 23, 0.08)",
} as const;

const hideZeros = (item: TooltipItem<"bar">) => item.raw !== 0;

export function HourlyActivityChart({
  labels,
  normal,
  peak,
  label,
}: {
  labels: string[];
  normal: number[];
  peak: number[];
  label: string;
}) {
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: [
          { label: "Normal Hours", data: normal, backgroundColor: COLORS.sage, borderRadius: 4, stack: "hours" },
          { label: "Peak Hour", data: peak, backgroundColor: COLORS.clay, borderRadius: 4, stack: "hours" },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: "top" },
          tooltip: { filter: hideZeros, callbacks: { label: (item) => ` ${item.formattedValue} events` } },
        },
        scales: {
          x: { stacked: true, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, ticks: { stepSize: 1, precision: 0 }, grid: { color: COLORS.grid } },
        },
      }}
    />
  );
}

export function TrafficChart({
  labels,
  views,
  clicks,
  engagements,
  label,
}: {
  labels: string[];
  views: number[];
  clicks: number[];
  engagements: number[];
  label: string;
}) {
  const line = (name: string, data: number[], color: string, fill = false) => ({
    label: name,
    data,
    borderColor: color,
    backgroundColor: fill ? `${color}22` : color,
    pointBackgroundColor: color,
    tension: 0.35,
    fill,
  });
  return (
    <Line
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: [
          line("Page Views", views, COLORS.clay, true),
          line("Clicks", clicks, COLORS.forest),
          line("Engagements", engagements, COLORS.ochre),
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: "index", intersect: false },
        plugins: { legend: { position: "top" } },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: COLORS.grid } },
        },
      }}
    />
  );
}

export function DistributionChart({ labels, counts, label }: { labels: string[]; counts: number[]; label: string }) {
  return (
    <Doughnut
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: [
          {
            data: counts,
            backgroundColor: [COLORS.clay, COLORS.forest, COLORS.ochre],
            borderColor: "#ffffff",
            borderWidth: 2,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        cutout: "62%",
        plugins: { legend: { position: "bottom" } },
      }}
    />
  );
}
