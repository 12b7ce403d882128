/**
 * The live channel (docs/decisions/022-live-channel.md): one server-sent event stream per signed-in
 * tab (`liveApi.stream`), authenticated by the bearer header like every other route. Event names and
 * the topics a stream may watch, without zod.
 */

/** What a stream may watch besides the caller's own events; watching `monitor` makes its tab a viewer. */
export const LIVE_TOPICS = ['monitor'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The `event:` names of the stream. */
export const LIVE_EVENTS = {
  /** The resume point was older than the kept log: refetch everything. */
  reset: 'reset',
  /** The caller's message box changed: `{unread, readIds, newIds}`. */
  messages: 'message.changed',
  /** A chat message was posted or changed (collected): `ChatItem`. */
  chat: 'chat.message',
  /** The studio's information or stream state changed: `Studio`. */
  studio: 'monitor.studio',
  /** The number of people watching the studio: `{viewers}`. */
  viewers: 'monitor.viewers',
} as const;
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

/** What `message.changed` carries: the unread count after the change and which ids changed how. */
export interface MessagesChanged {
  unread: number;
  readIds: number[];
  newIds: number[];
}

/** Milliseconds a browser waits before it reconnects (the stream's `retry:` field). */
export const LIVE_RETRY_MS = 2000;
