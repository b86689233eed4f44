import cluster from 'node:cluster';

/**
 * Notices between the server processes of one node:cluster (WEB_CONCURRENCY > 1), through the
 * primary, which hands each one to every other worker. What Redis pub/sub does between
 * instances on several machines, for processes on one machine that have no Redis.
 */
const TAG = 'event-kompass:notice';

interface NoticeMessage {
  tag: typeof TAG;
  topic: string;
}

export function isNotice(message: unknown): message is NoticeMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { tag?: unknown }).tag === TAG &&
    typeof (message as { topic?: unknown }).topic === 'string'
  );
}

/** Whether this process is one of several cluster workers (then siblings need telling). */
export function hasSiblings(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

/** Tells every other worker about `topic`; nothing happens outside a cluster. */
export function noticeSiblings(topic: string): void {
  if (!hasSiblings() || !process.connected) return;
  const message: NoticeMessage = { tag: TAG, topic };
  process.send?.(message);
}

/** Calls `handler` whenever another worker sends `topic`. Returns the unsubscribe function. */
export function onSiblingNotice(topic: string, handler: () => void): () => void {
  const listener = (message: unknown): void => {
    if (isNotice(message) && message.topic === topic) handler();
  };
  process.on('message', listener);
  return () => {
    process.off('message', listener);
  };
}
