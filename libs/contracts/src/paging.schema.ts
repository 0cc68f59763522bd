import { z } from 'zod';
import { MESSAGES, PAGE } from '@studyhub/contracts/web';

const V = MESSAGES.validation;

/** `limit` and `offset` of a list query (strings in a URL, coerced). */
export const pageQueryFields = {
  limit: z.coerce.number({ error: V.limit }).int(V.limit).min(1, V.limit).max(PAGE.maxLimit, V.limit).default(PAGE.defaultLimit),
  // Bounded: PostgreSQL's OFFSET is a bigint, and nobody pages a million rows deep.
  offset: z.coerce.number({ error: V.offset }).int(V.offset).min(0, V.offset).max(PAGE.maxOffset, V.offset).default(0),
};

/** Query of the submission lists (`API.mySubmissions`, `API.pendingSubmissions`). */
export const pageQuerySchema = z.strictObject(pageQueryFields);
export type PageQuery = z.input<typeof pageQuerySchema>;
