export function Loading({ text = 'Wird geladen...' }: { text?: string }) {
  return (
    <p role="status" className="muted">
      {text}
    </p>
  );
}
