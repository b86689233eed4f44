import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { noticeOf } from '@/lib/arrival';

/** A confirmation from the page before (e.g. after a new password) above the new page. */
export function ArrivalNotice() {
  const notice = noticeOf(useLocation().state);
  return notice ? <Alert kind="success">{notice}</Alert> : null;
}
