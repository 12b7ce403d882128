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
  /**
   * What a session may do changed (its account's roles, or a role's permissions): `AccessChanged`.
   * The tab refetches its profile, and with it the menu, the guards and the buttons.
   */
  access: 'access.changed',
} as const;
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

/** What `message.changed` carries: the unread count after the change and which ids changed how. */
export interface MessagesChanged {
  unread: number;
  readIds: number[];
  newIds: number[];
}

/**
 * What `access.changed` carries. Sent to one account (its roles changed): no `roles`. Sent to
 * everyone (a role's permissions or labels changed): the roles changed, so only sessions in one of
 * them refetch.
 */
export interface AccessChanged {
  roles?: string[];
}

/** Milliseconds a browser waits before it reconnects (the stream's `retry:` field). */
export const LIVE_RETRY_MS = 2000;
