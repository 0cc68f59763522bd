/**
 * How many of the entries, in order, fit in `available` pixels with `gap` between them. When not
 * all do, room is kept for the More button that holds the rest.
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const all = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    used += gap + width;
    if (used > available) break;
    count += 1;
  }
  return count;
}
