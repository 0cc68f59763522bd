// How the dashboard writes its figures; kept apart so the charts, tables and tiles agree.

// Spelled out: locales disagree on short month names ("Sep", "Sept"), and the chart's axis, its
// table and its sentence must match.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-09` → "Sep 2026" (UTC months, as the API counts them). */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${MONTHS[Number(mm) - 1]} ${year}`;
}

/** One decimal at most: 65 → "65%", 62.5 → "62.5%". */
export const percentLabel = (value: number) => `${Number(value.toFixed(1))}%`;

/** Hours as a person says them: minutes under an hour ("25 min"), hours under two days ("4 h"), then days ("3.2 days"). */
export function durationLabel(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Number(hours.toFixed(1))} h`;
  return `${Number((hours / 24).toFixed(1))} days`;
}

/** A distribution bucket's range: 0 → "0–9%", 90 → "90–100%". */
export const bucketLabel = (from: number) => `${from}–${from === 90 ? 100 : from + 9}%`;
