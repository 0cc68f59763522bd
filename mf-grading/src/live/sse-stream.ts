import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * Reads a `text/event-stream` body to its end, calling `onMessage` for each event in order. The
 * comment lines the server sends to keep the connection open (`: ping`) call nothing. Rejects when
 * the connection breaks or is aborted, resolves when the server ends the stream.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onMessage: (message: EventSourceMessage) => void): Promise<void> {
  const parser = createParser({ onEvent: onMessage });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
