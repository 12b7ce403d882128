import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, CompletionRequest, Conversation } from '@console/shared/assistant/schemas';
import { conversationKeys, streamCompletion } from '../api/conversations';

/** The answer being streamed. */
export interface LiveAnswer {
  conversationId: number;
  /** The question as typed, shown until the server has stored it; null for a regeneration. */
  question: ChatMessage | null;
  answer: string;
  /** A regeneration: the old answer is hidden while the new one streams. */
  replacing: boolean;
}

/** An answer that failed: its message and how to try again. */
export interface AnswerFailure {
  conversationId: number;
  /** The question when the server refused it before storing it (a retry asks it again). */
  question: ChatMessage | null;
  msg: string;
  retry: () => void;
}

/** A conversation with `message` as the answer to its last question (a regenerated answer replaces the old one). */
function withAnswer(conversation: Conversation, message: ChatMessage): Conversation {
  const lastQuestion = conversation.messages.findLastIndex((m) => m.role === 'user');
  return { ...conversation, messages: [...conversation.messages.slice(0, lastQuestion + 1), message] };
}

/**
 * Streams answers into the conversation cache: the question and the answer show as they come, a
 * stop keeps the partial answer (the server stores it too), a failure becomes a retry bubble.
 */
export function useChatStream() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const [failure, setFailure] = useState<AnswerFailure | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the answer; the server keeps what came so far.
  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback(
    (id: number, change: (conversation: Conversation) => Conversation) =>
      queryClient.setQueryData<Conversation>(conversationKeys.detail(id), (current) =>
        current ? change(current) : current,
      ),
    [queryClient],
  );

  const run = useCallback(
    async (conversationId: number, body: Omit<CompletionRequest, 'conversationId'>, question: ChatMessage | null) => {
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setLive({ conversationId, question, answer: '', replacing: body.regenerate === true });
      let answer = '';
      let started = false;
      const retry = () =>
        started || body.regenerate
          ? run(conversationId, { regenerate: true }, null)
          : run(conversationId, body, question);
      try {
        for await (const { event, data } of streamCompletion({ conversationId, ...body }, abort.signal)) {
          if (event === 'start') {
            started = true;
            const asked = data.userMessage;
            if (asked) update(conversationId, (c) => ({ ...c, messages: [...c.messages, asked] }));
            setLive((current) => current && { ...current, question: null });
          } else if (event === 'delta') {
            answer += data.content;
            setLive((current) => current && { ...current, answer });
          } else if (event === 'done') {
            update(conversationId, (c) => withAnswer(c, data.message));
          } else {
            const kept = data.message;
            if (kept) update(conversationId, (c) => withAnswer(c, kept));
            setFailure({ conversationId, question: null, msg: data.msg, retry: () => void retry() });
          }
        }
      } catch (error) {
        if (abort.signal.aborted) {
          // Stopped: the partial answer stays, as the server stores it.
          if (answer !== '')
            update(conversationId, (c) =>
              withAnswer(c, {
                id: -Date.now(),
                role: 'assistant',
                content: answer,
                status: 'stopped',
                time: new Date().toISOString(),
              }),
            );
          // Stopped before the server said what it stored: read it again.
          else if (!started) void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
        } else {
          setFailure({
            conversationId,
            question: started ? null : question,
            msg: error instanceof Error ? error.message : String(error),
            retry: () => void retry(),
          });
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        setLive(null);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      }
    },
    [queryClient, update],
  );

  return {
    live,
    failure,
    /** Asks `content` in the conversation. */
    ask: (conversationId: number, content: string) =>
      run(
        conversationId,
        { messages: [{ role: 'user', content }] },
        { id: -Date.now(), role: 'user', content, status: null, time: new Date().toISOString() },
      ),
    regenerate: (conversationId: number) => run(conversationId, { regenerate: true }, null),
    stop: () => controller.current?.abort(),
    dismissFailure: () => setFailure(null),
  };
}
