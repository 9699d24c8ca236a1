/** The dashboard's one line about leads the site holds for the studio API (none: no line). */
export function outboxNote({ waiting, oldestMs }: { waiting: number; oldestMs: number }): string | null {
  if (waiting <= 0) return null;
  const minutes = Math.floor(oldestMs / 60_000);
  const age =
    minutes < 1
      ? "under a minute"
      : minutes < 120
        ? `${minutes} min`
        : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  const leads = waiting === 1 ? "1 lead is" : `${waiting} leads are`;
  return `${leads} waiting to reach the studio API (oldest ${age}).`;
}
