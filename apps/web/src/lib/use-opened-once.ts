import { useState } from 'react';

/**
 * True from the first time `open` is true on: a panel's code (and its mount) waits until the user
 * first opens it, keeping it out of the first load, and it stays mounted to animate closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
