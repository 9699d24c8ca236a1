/** 'YYYY-MM-DD HH:MM:SS' in UTC, the PHP API's date format (Accra is UTC+0 all year). */
export function sqlDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export function sqlNow(): string {
  return sqlDate(new Date());
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'March 5, 2026' from a stored 'YYYY-MM-DD HH:MM:SS'. */
export function formattedDate(sql: string): string {
  const [year, month, day] = sql.slice(0, 10).split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
