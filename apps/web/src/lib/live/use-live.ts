import { useEffect, useRef } from 'react';
import type { LiveEventName, LiveTopic } from '@console/shared';
import { liveChannel } from './live-channel';

/** Runs the live channel while the signed-in frame is shown. */
export function useLiveChannel(): void {
  useEffect(() => {
    liveChannel.start();
    return liveChannel.stop;
  }, []);
}

/** Calls the latest `handler` with each event of that name while mounted. */
export function useLiveEvent<T>(name: LiveEventName, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveChannel.on(name, (data) => latest.current(data as T)), [name]);
}

/** Watches a live topic while mounted. */
export function useLiveWatch(topic: LiveTopic): void {
  useEffect(() => liveChannel.watch(topic), [topic]);
}
