import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { ApiCode, type Locale } from '@console/shared';
import type { AnswerStatus, ChatStreamEvent } from '@console/shared/assistant/constants';
import type { ChatMessage, ChatStreamData } from '@console/shared/assistant/schemas';
import { translate, type MessageKey } from '../../i18n/i18n';
import { AppError } from '../../lib/app-error';
import type { PreparedCompletion } from './conversation.service';

/** The built-in assistant reveals its answer this many characters at a time. */
const OFFLINE_PIECE = 3;

/**
 * A finished text, streamed in small pieces `pieceMs` apart (configuration's `revealPieceMs`);
 * aborting `signal` stops it (an AbortError).
 */
export async function* revealGradually(
  text: () => Promise<string>,
  pieceMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const chars = Array.from(await text());
  for (let i = 0; i < chars.length; i += OFFLINE_PIECE) {
    if (i > 0 && pieceMs > 0) await sleep(pieceMs, undefined, { signal });
    yield chars.slice(i, i + OFFLINE_PIECE).join('');
  }
}

export interface CompletionStream {
  prepared: PreparedCompletion;
  /** The answer's pieces; stops when the signal aborts. */
  answer(signal: AbortSignal): AsyncIterable<string>;
  /** An answer that receives no piece for this long fails. */
  stallMs: number;
  save(content: string, status: AnswerStatus): Promise<ChatMessage | null>;
  locale: Locale;
  onUnexpected(error: unknown): void;
}

/**
 * Sends a completion as server-sent events on the response itself (the client reads it with
 * `fetch`, its bearer header like any call): `start`, a `delta` per piece, then `done` or `error`.
 * When the client goes away (its stop button aborts the request) the answer's source is aborted
 * too, which cancels the provider's request; the partial answer is kept as `stopped`.
 */
export async function sendCompletion(reply: FastifyReply, stream: CompletionStream): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  // The headers the hooks set so far (security headers, no caching) go out too.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A reverse proxy must pass each event on at once.
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  const send = <E extends ChatStreamEvent>(event: E, data: ChatStreamData[E]) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const controller = new AbortController();
  let ended: 'stopped' | 'stalled' | null = null;
  const abort = (why: 'stopped' | 'stalled') => {
    ended ??= why;
    controller.abort();
  };
  raw.on('close', () => {
    if (!raw.writableFinished) abort('stopped');
  });
  let stall: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(() => abort('stalled'), stream.stallMs);
  };

  send('start', { conversationId: stream.prepared.conversationId, userMessage: stream.prepared.userMessage });
  let content = '';
  let failure: { code: number; key: MessageKey } | null = null;
  try {
    watch();
    for await (const piece of stream.answer(controller.signal)) {
      content += piece;
      send('delta', { content: piece });
      watch();
    }
  } catch (error) {
    if (ended === 'stalled') failure = { code: ApiCode.failure, key: 'errors.assistantStalled' };
    else if (ended === null && error instanceof AppError) failure = { code: error.code, key: error.msgKey };
    else if (ended === null) {
      stream.onUnexpected(error);
      failure = { code: ApiCode.internal, key: 'errors.internal' };
    }
  } finally {
    clearTimeout(stall);
  }

  const status: AnswerStatus = ended === 'stopped' ? 'stopped' : failure ? 'failed' : 'complete';
  try {
    const message = await stream.save(content, status);
    if (failure) send('error', { code: failure.code, msg: translate(stream.locale, failure.key), message });
    else if (message && status === 'complete') send('done', { message });
  } catch (error) {
    stream.onUnexpected(error);
    send('error', { code: ApiCode.internal, msg: translate(stream.locale, 'errors.internal'), message: null });
  }
  raw.end();
}
