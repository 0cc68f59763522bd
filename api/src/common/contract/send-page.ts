import { TOTAL_COUNT_HEADER } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';

/** A paged call answers a plain array (what the spec's client reads); the total before paging goes in a header. */
export function sendPage<T>(reply: FastifyReply, { items, total }: { items: T[]; total: number }): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return items;
}
