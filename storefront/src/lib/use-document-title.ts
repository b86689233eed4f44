import { useEffect } from 'react';

/** Sets the page title as 'Seite – Event-Kompass'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – Event-Kompass` : 'Event-Kompass';
  }, [title]);
}
