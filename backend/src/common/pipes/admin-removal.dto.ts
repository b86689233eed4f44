import { type AdminRemovalRequest, REPORT_LIMITS } from '@event-kompass/shared-types';
import { OptionalText } from './fields';
import { OptionalBody } from './validation.pipe';

/**
 * Optional body of an admin's removal outside the report flow (a review, a listing, an account):
 * the statement of reasons the affected person is sent (DSA Art. 17). Here, not in one module,
 * because the admin's routes of three modules take it.
 */
@OptionalBody()
export class AdminRemovalDto implements AdminRemovalRequest {
  @OptionalText('Begründung', { max: REPORT_LIMITS.statementMax })
  begruendung?: string | null;
}
