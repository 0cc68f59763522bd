import { LIVE } from '@studyhub/contracts/web';

/** The wait before reconnecting after `failures` failures in a row: 1 s, doubling, at most LIVE.maxRetryMs. */
export const retryDelayMs = (failures: number): number => Math.min(LIVE.maxRetryMs, 1000 * 2 ** Math.max(0, failures - 1));
