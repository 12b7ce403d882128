import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '@console/shared';
import type { Conversation, ConversationSummary } from '@console/shared/assistant/schemas';
import { readEvents, type StreamEvent } from '../../../test/chat-stream';
import { as, envelope, useTestApp } from '../../../test/helper';

/** The fake provider's port on loopback. */
const UPSTREAM_PORT = 3145;
const API_KEY = 'sk-test-never-shown';

/** What the fake provider saw of one request, and the means to answer it step by step. */
interface UpstreamCall {
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  response: ServerResponse;
  /** Settles when the request's connection closes before its answer ended (the console aborted it). */
  aborted: Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * An OpenAI-compatible chat-completions endpoint on loopback, driven by the test: each request is
 * handed to the test, which answers it piece by piece.
 */
function fakeProvider() {
  const waiting: ((call: UpstreamCall) => void)[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      const aborted = new Promise<void>((resolve) =>
        response.on('close', () => !response.writableFinished && resolve()),
      );
      const call: UpstreamCall = {
        headers: request.headers,
        body: JSON.parse(raw) as UpstreamCall['body'],
        response,
        aborted,
      };
      if (request.url !== '/v1/chat/completions') response.writeHead(404).end();
      else waiting.shift()?.(call);
    });
  });
  return {
    server,
    /** The next request the provider receives. */
    next: () => new Promise<UpstreamCall>((resolve) => waiting.push(resolve)),
  };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms),
    ),
  ]);

describe('the assistant with an OpenAI-compatible provider', () => {
  const upstream = fakeProvider();
  const ctx = useTestApp('pglite', {
    env: {
      AI_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}/v1/`,
      AI_MODEL: 'test-model',
      AI_API_KEY: API_KEY,
      AI_STALL_SECONDS: '2',
    },
    login: ['admin'],
  });
  let origin = '';

  beforeAll(async () => {
    upstream.server.listen(UPSTREAM_PORT, '127.0.0.1');
    await once(upstream.server, 'listening');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstream.server.closeAllConnections();
    upstream.server.close();
  });

  const conversation = async () =>
    envelope<ConversationSummary>(
      await as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/member-api/api/chat/conversations',
        payload: { title: 'Provider' },
      }),
    ).data;
  const saved = async (id: number) =>
    envelope<Conversation>(
      await as(ctx.app, ctx.admin, { method: 'GET', url: `/member-api/api/chat/conversations/${id}` }),
    ).data;
  /** Asks over real HTTP, as the browser does; the events come as they arrive. */
  const ask = async (conversationId: number, content: string, signal?: AbortSignal) => {
    const response = await fetch(`${origin}/member-api/api/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ conversationId, messages: [{ role: 'user', content }] }),
      signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    if (!response.body) throw new Error('no body');
    return readEvents(response.body)[Symbol.asyncIterator]();
  };
  const nextEvent = async (events: AsyncIterator<StreamEvent>) => {
    const { value, done } = await within(events.next(), 5000, 'the next event');
    if (done) throw new Error('the stream ended');
    return value;
  };

  it('passes each piece on as the provider sends it, with the history and the key only upstream', async () => {
    const { id } = await conversation();
    const call = upstream.next();
    const events = await ask(id, 'Say hello');
    const upstreamCall = await call;
    expect(upstreamCall.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(upstreamCall.body).toMatchObject({ model: 'test-model', stream: true });
    expect(upstreamCall.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(upstreamCall.body.messages[1]).toEqual({ role: 'user', content: 'Say hello' });
    expect(await nextEvent(events)).toMatchObject({
      event: 'start',
      data: { conversationId: id, userMessage: { content: 'Say hello' } },
    });

    upstreamCall.response.writeHead(200, { 'content-type': 'text/event-stream' });
    upstreamCall.response.write(chunk('Hello'));
    // The first piece reaches the browser while the provider has not sent the second yet.
    expect(await nextEvent(events)).toEqual({ event: 'delta', data: { content: 'Hello' } });
    upstreamCall.response.write(`: keep-alive comment\n\n${chunk(', ')}`);
    expect(await nextEvent(events)).toEqual({ event: 'delta', data: { content: ', ' } });
    upstreamCall.response.end(`${chunk('world')}data: [DONE]\n\n`);
    expect(await nextEvent(events)).toEqual({ event: 'delta', data: { content: 'world' } });
    const done = await nextEvent(events);
    expect(done).toMatchObject({
      event: 'done',
      data: { message: { role: 'assistant', content: 'Hello, world', status: 'complete' } },
    });
    expect((await events.next()).done).toBe(true);

    // The next question carries the whole conversation to the provider.
    const second = upstream.next();
    const more = await ask(id, 'Again');
    const secondCall = await second;
    expect(secondCall.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Say hello' },
      { role: 'assistant', content: 'Hello, world' },
      { role: 'user', content: 'Again' },
    ]);
    secondCall.response.end(`${chunk('Hi')}data: [DONE]\n\n`);
    for await (const event of { [Symbol.asyncIterator]: () => more }) expect(event.event).not.toBe('error');
  });

  it('turns an upstream error into an error event, keeping the question and no answer', async () => {
    const { id } = await conversation();
    const call = upstream.next();
    const events = await ask(id, 'Fail please');
    (await call).response
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: `bad key ${API_KEY}` } }));
    expect((await nextEvent(events)).event).toBe('start');
    const error = await nextEvent(events);
    expect(error).toEqual({
      event: 'error',
      data: { code: ApiCode.failure, msg: 'The AI provider returned an error, try again', message: null },
    });
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect((await saved(id)).messages.map((m) => m.role)).toEqual(['user']);
  });

  it('cancels the provider’s request when the browser stops a stalled answer, keeping the partial answer', async () => {
    const { id } = await conversation();
    const call = upstream.next();
    const stop = new AbortController();
    const events = await ask(id, 'Tell me a long story', stop.signal);
    const upstreamCall = await call;
    upstreamCall.response.writeHead(200, { 'content-type': 'text/event-stream' });
    upstreamCall.response.write(chunk('Once upon'));
    expect((await nextEvent(events)).event).toBe('start');
    expect(await nextEvent(events)).toEqual({ event: 'delta', data: { content: 'Once upon' } });
    // The provider stalls; the user presses stop.
    stop.abort();
    await within(upstreamCall.aborted, 1500, 'the upstream request being aborted');
    await within(
      (async () => {
        while ((await saved(id)).messages.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      })(),
      3000,
      'the partial answer being stored',
    );
    expect((await saved(id)).messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Once upon',
      status: 'stopped',
    });
  });

  it('gives up on a provider that stops sending, with an error event and the partial answer kept', async () => {
    const { id } = await conversation();
    const call = upstream.next();
    const events = await ask(id, 'Stall');
    const upstreamCall = await call;
    upstreamCall.response.writeHead(200, { 'content-type': 'text/event-stream' });
    upstreamCall.response.write(chunk('Partial'));
    expect((await nextEvent(events)).event).toBe('start');
    expect((await nextEvent(events)).event).toBe('delta');
    const error = await nextEvent(events);
    expect(error).toMatchObject({
      event: 'error',
      data: { msg: 'The AI provider stopped answering, try again', message: { content: 'Partial', status: 'failed' } },
    });
    await within(upstreamCall.aborted, 1500, 'the upstream request being aborted');
  });

  it('refuses a stream that is not a completion stream', async () => {
    const { id } = await conversation();
    const call = upstream.next();
    const events = await ask(id, 'Garbage');
    (await call).response.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {not json\n\n');
    expect((await nextEvent(events)).event).toBe('start');
    expect(await nextEvent(events)).toMatchObject({
      event: 'error',
      data: { msg: 'The AI provider returned an error, try again' },
    });
  });
});
