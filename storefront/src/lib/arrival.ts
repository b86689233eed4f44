/** What a page that sent the visitor on wants said on arrival (history state, so a reload keeps it). */
export interface ArrivalState {
  notice?: string;
}

export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as ArrivalState;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
