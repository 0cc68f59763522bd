import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../shared/after-next-paint.js';

/**
 * False for the first frame, then true, set in a transition: what waits on it renders after the
 * page has painted, in slices that leave the main thread free for input (no long task).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
