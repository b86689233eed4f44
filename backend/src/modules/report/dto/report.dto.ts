import {
  REPORT_DECISIONS,
  REPORT_LIMITS,
  REPORT_TARGETS,
  type CreateReportRequest,
  type ReportDecision,
  type ReportDecisionRequest,
  type ReportTarget,
} from '@event-kompass/shared-types';
import {
  IdField,
  OneOfField,
  OptionalEmailField,
  OptionalText,
  RequiredText,
} from '../../../common/pipes/fields';

/** `POST /api/reports` */
export class CreateReportDto implements CreateReportRequest {
  @OneOfField('Art', REPORT_TARGETS)
  art!: ReportTarget;

  @IdField('Ziel')
  ziel_id!: number;

  @RequiredText('Grund', { min: REPORT_LIMITS.reasonMin, max: REPORT_LIMITS.reasonMax })
  grund!: string;

  @OptionalEmailField('E-Mail')
  email?: string | null;
}

/** `POST /api/admin/reports/{id}/decision` */
export class ReportDecisionDto implements ReportDecisionRequest {
  @OneOfField('Entscheidung', REPORT_DECISIONS)
  entscheidung!: ReportDecision;

  @RequiredText('Begründung', { min: REPORT_LIMITS.statementMin, max: REPORT_LIMITS.statementMax })
  begruendung!: string;

  @OptionalText('Rechtsgrundlage', { max: REPORT_LIMITS.legalGround })
  rechtsgrundlage?: string | null;
}
