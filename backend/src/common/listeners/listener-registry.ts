/**
 * Where modules higher up register what they do when a lower module deletes something, so the
 * lower module never imports theirs (the removal listeners of accounts and listings).
 */
export class ListenerRegistry<Listener> {
  protected readonly listeners: Listener[] = [];

  register(listener: Listener): void {
    this.listeners.push(listener);
  }
}

/** The listeners' follow-ups as one step for after the commit, run one after the other. */
export function inOrder(followUps: readonly (() => Promise<void>)[]): () => Promise<void> {
  return async () => {
    for (const followUp of followUps) await followUp();
  };
}
