// GET /api/events: the signed-in caller's event stream (Server-Sent Events). Outside the contract
// table (its answer is a stream); the shape of each event is `liveEventSchema` in the contracts.
import type { OutgoingHttpHeaders } from 'node:http';
import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { normalizeIP } from '@fastify/rate-limit';
import { LIVE, MESSAGES, eventIdSchema, liveQuerySchema } from '@studyhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FirebaseAuthGuard, bearerToken } from '../common/auth/firebase-auth.guard.js';
import { FirebaseAuthService, type AuthUser } from '../common/auth/firebase-auth.service.js';
import { routePath } from '../common/contract/endpoint.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { parseOrRefuse } from '../common/validation/parse-or-refuse.js';
import { toNotification } from '../notifications/notification.mapper.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { LiveHub } from './live-hub.js';
import { LiveStream } from './live-stream.js';

/** At most this many missed notifications are replayed on a resume; the list holds the rest. */
const REPLAY_LIMIT = 500;

@Controller()
export class EventsController {
  constructor(
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(NotificationsRepository) private readonly notifications: NotificationsRepository,
    @Inject(FirebaseAuthService) private readonly auth: FirebaseAuthService,
  ) {}

  /**
   * Refusals come before the stream starts, as JSON errors: 401 (no or expired token; the client
   * gets a fresh one), 400 for a resume point this API never sent or an unknown query, 429 past the
   * stream caps. The
   * stream ends when the token expires, and the client reconnects with a fresh one.
   */
  @Get(routePath(LIVE.path))
  @UseGuards(FirebaseAuthGuard)
  async open(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { watch } = parseOrRefuse(liveQuerySchema, request.query);
    const after = await this.resumePoint(request.headers['last-event-id']);
    const address = normalizeIP(request.ip);
    if (this.hub.admits(user.uid, address) !== 'ok') throw new ApiException(429, 'TOO_MANY_STREAMS', MESSAGES.api.tooManyStreams);
    const { expiresAt } = await this.auth.verifyUntil(bearerToken(request.headers.authorization)!);
    const stream = new LiveStream(reply.raw, user.uid, address, await this.hub.groupsOf(user.uid), watch === LIVE.watchQueue.watch);

    reply.hijack();
    // The client may have gone while the checks above ran: its 'close' has passed, so holding a
    // stream for it would keep a slot of its caps until the process ends.
    if (request.raw.socket.destroyed) return;
    // Headers the app's hooks set so far (CORS, security headers) go out with the stream's own.
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      // A stream is its connection's last answer: when it ends, so does the socket (a shutdown
      // would otherwise wait for it as for any keep-alive connection).
      connection: 'close',
    });
    this.hub.add(stream);
    const heartbeat = setInterval(() => stream.ping(), LIVE.heartbeatMs);
    const expiry = setTimeout(() => stream.end(), Math.max(0, expiresAt - Date.now()));
    reply.raw.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      stream.end();
      this.hub.remove(stream);
    });

    // Subscribed first, then the replay read: an event committed meanwhile is held, not lost.
    try {
      const unread = await this.notifications.unread(user.uid);
      const missed = after === undefined ? [] : await this.notifications.since(user.uid, after, REPLAY_LIMIT);
      for (const row of missed) stream.replay({ type: 'notification', notification: toNotification(row), unread }, String(row.id));
      stream.release(missed.at(-1)?.id ?? after ?? 0n);
      stream.send({ type: 'unread', unread });
    } catch {
      stream.end(true);
    }
  }

  /** The Last-Event-ID header: absent, or an id this API sent (never one past the newest). */
  private async resumePoint(header: string | string[] | undefined): Promise<bigint | undefined> {
    if (header === undefined) return undefined;
    const parsed = eventIdSchema.safeParse(header);
    const id = parsed.success ? BigInt(parsed.data) : undefined;
    if (id === undefined || id > (await this.notifications.newestId())) {
      throw new ApiException(400, 'INVALID_EVENT_ID', MESSAGES.api.invalidEventId);
    }
    return id;
  }
}
