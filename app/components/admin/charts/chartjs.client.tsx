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

export const COLORS = {
  blue: "#3b7dd8",
  green: "#2f9e5b",
  clay: "#b5602f",
  ochre: "#c99a3b",
  forest: "#2f4a3a",
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
          { label: "Normal Hours", data: normal, backgroundColor: COLORS.blue, borderRadius: 4, stack: "hours" },
          { label: "Peak Hour", data: peak, backgroundColor: COLORS.green, borderRadius: 4, stack: "hours" },
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
          line("Clicks", clicks, COLORS.blue),
          line("Engagements", engagements, COLORS.green),
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
            backgroundColor: [COLORS.clay, COLORS.blue, COLORS.green],
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
