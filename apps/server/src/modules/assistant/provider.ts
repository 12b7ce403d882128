import { ApiCode } from '@console/shared';
import type { AssistantProvider } from '../../config';
import { AppError } from '../../lib/app-error';
import type { Turn } from './conversation.service';

/** The provider answered with an error status or a body that is not a completion stream. */
const upstreamError = () => new AppError(502, ApiCode.failure, 'errors.assistantUpstream');

/** One `data:` payload of an OpenAI-compatible stream: the piece of text it carries, if any. */
function deltaOf(payload: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(payload);
  } catch {
    throw upstreamError();
  }
  const { choices, error } = chunk as { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
  if (error !== undefined) throw upstreamError();
  const content = choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Streams an answer from `POST {baseUrl}/chat/completions` with `stream: true`: the text of each
 * `data:` chunk until `[DONE]`. Aborting `signal` cancels the request to the provider. The key goes
 * only into the request's header, never into a message or a log.
 */
export async function* streamFromProvider(
  provider: AssistantProvider,
  system: string,
  history: readonly Turn[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  let response: Response;
  try {
    response = await fetch(`${provider.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(provider.apiKey === undefined ? {} : { authorization: `Bearer ${provider.apiKey}` }),
      },
      body: JSON.stringify({
        model: provider.model,
        stream: true,
        messages: [{ role: 'system', content: system }, ...history],
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AppError(502, ApiCode.failure, 'errors.assistantUnreachable');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw upstreamError();
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') return;
      const text = deltaOf(payload);
      if (text !== '') yield text;
    }
  }
  // The stream ended without `[DONE]`: the answer may be cut short.
  throw upstreamError();
}
