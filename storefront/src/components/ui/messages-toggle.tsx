interface MessagesToggleProps {
  expanded: boolean;
  /** How many messages the thread holds, named while it is closed. */
  count: number;
  onToggle: () => void;
}

/** Opens and closes an inquiry's message thread (the user's inquiries and the provider's inbox). */
export function MessagesToggle({ expanded, count, onToggle }: MessagesToggleProps) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-expanded={expanded}
      onClick={onToggle}
    >
      {expanded ? 'Nachrichten schließen' : `Nachrichten (${count})`}
    </button>
  );
}
