/**
 * Whether the browser has begun to leave this document for another. Chromium then fails the
 * requests still in flight as if the network were down, and their handlers run while the next page
 * loads, on the same localStorage: a handler that ends the session there signs the next page out.
 */
let leaving = false;

addEventListener('beforeunload', () => {
  leaving = true;
});
// Back from the back-forward cache: the document is in use again.
addEventListener('pageshow', () => {
  leaving = false;
});

export function isLeaving(): boolean {
  return leaving;
}
