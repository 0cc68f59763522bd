import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';

/**
 * A paged call answers a plain array (what the original client reads); the total before paging and
 * whether it is exact go in headers (contracts/paging.ts).
 */
export function sendPage<T>(reply: FastifyReply, { items, total, exact }: { items: T[]; total: number; exact: boolean }): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  void reply.header(TOTAL_EXACT_HEADER, String(exact));
  return items;
}
