/**
 * Asks the message box to open at one message (the global search opens a message so). Kept apart
 * from the box, which loads when first opened: this is on every signed-in page's first load.
 */
import { useEffect, useState } from 'react';
import { MESSAGE_TYPES, type MessageType } from '@console/shared';

export interface MessageRequest {
  id: number;
  /** The tab that lists it. */
  type: MessageType;
}

/** Set while a box is mounted: none while the navbar is hidden, and a request then does nothing. */
let show: ((request: MessageRequest) => void) | undefined;

/** Opens the message box on the tab of `group` (a message's `type`) with message `id` highlighted. */
export function requestMessage(id: number, group: string): void {
  const type = MESSAGE_TYPES.find((known) => known === group) ?? 'message';
  show?.({ id, type });
}

/**
 * The box's side: the request to show (a new object each time, so one repeated is seen too), and
 * the end of it when the box closes, so that the next opening is a plain one.
 */
export function useMessageRequest(): [request: MessageRequest | null, end: () => void] {
  const [request, setRequest] = useState<MessageRequest | null>(null);
  useEffect(() => {
    show = setRequest;
    return () => {
      show = undefined;
    };
  }, []);
  return [request, () => setRequest(null)];
}
