// Arco's Message behind a module of its own, so that `toast` can load it (with its styles) on demand.
export { Message } from '@arco-design/web-react';
