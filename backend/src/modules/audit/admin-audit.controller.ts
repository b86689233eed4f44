import { Get, Query, Res } from '@nestjs/common';
import { AUDIT_LIMITS, TOTAL_COUNT_HEADER, type AuditEntry } from '@event-kompass/shared-types';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { InvalidInput } from '../../common/errors/domain-error';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { AuditService } from './audit.service';

const DEFAULT_PAGE = 50;

function wholeNumber(raw: unknown, fallback: number, min: number, max: number, message: string): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new InvalidInput(message);
  const value = Number(raw);
  if (value < min || value > max) throw new InvalidInput(message);
  return value;
}

/** The audit trail, read only: no route changes or deletes an entry. */
@ApiController('Protokoll', 'api/admin/audit')
@AdminOnly()
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiRoute('Protokoll aller Schreibzugriffe von Admins, neueste zuerst (X-Total-Count: alle Einträge)', {
    ok: ['AuditEntry'],
    okHeaders: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Zahl aller Einträge, ohne limit und offset',
        schema: { type: 'integer', minimum: 0 },
      },
    },
    errors: [400],
  })
  @Get()
  async list(
    @Query('limit') limit: unknown,
    @Query('offset') offset: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const page = await this.audit.page(
      wholeNumber(
        limit,
        DEFAULT_PAGE,
        1,
        AUDIT_LIMITS.pageSize,
        `Der Parameter „limit“ muss eine ganze Zahl von 1 bis ${AUDIT_LIMITS.pageSize} sein.`,
      ),
      wholeNumber(offset, 0, 0, 1_000_000_000, 'Der Parameter „offset“ muss eine ganze Zahl ab 0 sein.'),
    );
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.entries;
  }
}
