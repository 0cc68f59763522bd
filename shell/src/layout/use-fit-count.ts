import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitCount } from './fit-count.js';

/**
 * How many entries of the link row fit beside the bar's buttons, kept up to date as the window,
 * the fonts or the entries change. `row` is the space the entries may take (its width must not
 * follow its content); `fixed` an entry that always shows (Home); `measure` a hidden copy of every
 * entry, then of the More button, laid out at their natural widths.
 */
export function useFitCount(
  row: RefObject<HTMLElement | null>,
  fixed: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  entries: string,
  gap: number,
): number | null {
  // null: all of them (before the first measure, and where nothing is laid out, e.g. hidden).
  const [count, setCount] = useState<number | null>(null);
  useLayoutEffect(() => {
    const update = () => {
      const space = row.current?.clientWidth ?? 0;
      const copies = Array.from(measure.current?.children ?? []);
      if (space === 0 || copies.length === 0) return setCount(null);
      const widths = copies.map((copy) => copy.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const available = space - (fixed.current ? fixed.current.getBoundingClientRect().width + gap : 0);
      const fit = fitCount(widths, available, more, gap);
      setCount(fit === widths.length ? null : fit);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    // The row as the window changes; each copy as the fonts arrive.
    for (const element of [row.current, ...Array.from(measure.current?.children ?? [])]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [row, fixed, measure, entries, gap]);
  return count;
}
