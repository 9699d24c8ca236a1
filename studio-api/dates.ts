/** 'YYYY-MM-DD HH:MM:SS' in UTC, the PHP API's date format (Accra is UTC+0 all year). */
export function sqlDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export function sqlNow(): string {
  return sqlDate(new Date());
}

/** 'March 5, 2026': the long date the API writes, read in UTC (Accra is UTC+0 all year). */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 'March 5, 2026' from a stored 'YYYY-MM-DD HH:MM:SS'. */
export function formattedDate(sql: string): string {
  const day = new Date(`${sql.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? sql : LONG_DATE.format(day);
}
