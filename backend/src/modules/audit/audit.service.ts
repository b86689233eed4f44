import { Injectable } from '@nestjs/common';
import { AUDIT_LIMITS, type AuditEntry } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { AuditRepository } from './audit.repository';

export interface NewAuditEntry {
  adminEmail: string;
  aktion: string;
  ziel: string;
  details: string | null;
}

/** Writes the trail (only inside the write's own transaction) and reads it, newest first. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async insert(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await this.repository.insert(manager, {
      zeit: new Date(),
      adminEmail: entry.adminEmail.slice(0, 254),
      aktion: entry.aktion.slice(0, AUDIT_LIMITS.aktion),
      ziel: entry.ziel.slice(0, AUDIT_LIMITS.ziel),
      details: entry.details,
    });
  }

  async page(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const [rows, total] = await this.repository.page(limit, offset);
    return {
      total,
      entries: rows.map((row) => ({
        zeit: new Date(row.zeit).toISOString(),
        admin_email: row.adminEmail,
        aktion: row.aktion,
        ziel: row.ziel,
        details: row.details,
      })),
    };
  }
}
