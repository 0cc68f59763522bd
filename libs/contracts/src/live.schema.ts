import { z } from 'zod';
import { LIVE, NOTIFICATION_KINDS } from '@studyhub/contracts/web';
import { pageQueryFields } from './paging.schema.js';

/** Event and notification ids are bigint sequence values, sent as decimal strings. */
export const eventIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

export const notificationSchema = z.object({
  id: eventIdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  submissionId: z.uuid(),
  assignmentId: z.uuid().nullable(),
  /** The assignment's title when it happened. */
  title: z.string(),
  /** Who did it: null where anonymous review keeps the name back. */
  actorName: z.string().nullable(),
  /** For `graded`: the marks obtained and the total. */
  obtainedMarks: z.number().int().nullable(),
  marks: z.number().int().nullable(),
  /** For `regradeAnswered`: what the author decided. */
  decision: z.enum(['keep', 'reopen']).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({ unread: z.enum(['true', 'false']).optional(), ...pageQueryFields });

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** Read some (`ids`) or, without ids, every notification of the caller. */
export const readNotificationsSchema = z.strictObject({ ids: z.array(eventIdSchema).min(1).max(100).optional() });

/** A submission held by someone who opened the mark dialog; `by` is null under anonymous review. */
export const claimSchema = z.object({
  submissionId: z.uuid(),
  by: z.string().nullable(),
  mine: z.boolean(),
  expiresAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The event stream's query: absent, or LIVE.watchQueue from a page that shows the pending queue. */
export const liveQuerySchema = z.strictObject({ watch: z.literal(LIVE.watchQueue.watch).optional() });

/** What the event stream sends, one JSON object per `data:` line. */
export const liveEventSchema = z.discriminatedUnion('type', [
  /** A new notification of the caller's, with the unread count after it. */
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number().int() }),
  /** The caller read notifications (on any of their pages): the count after it. */
  z.object({ type: z.literal('unread'), unread: z.number().int() }),
  /** A submission the caller may see joined or left the pending queue. */
  z.object({ type: z.literal('queue'), change: z.enum(['joined', 'left']), submissionId: z.uuid(), groupId: z.uuid().nullable() }),
  /** A pending submission was claimed (`claim`) or its claim ended (null). */
  z.object({ type: z.literal('claim'), submissionId: z.uuid(), claim: claimSchema.omit({ mine: true }).nullable() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
