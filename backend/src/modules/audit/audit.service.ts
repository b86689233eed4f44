import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_LIMITS, type AuditEntry } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntryEntity } from './entities/audit-entry.entity';

export interface NewAuditEntry {
  adminEmail: string;
  aktion: string;
  ziel: string;
  details: string | null;
}

/** Writes the trail (only inside the write's own transaction) and reads it, newest first. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.insert(AuditEntryEntity, {
      zeit: new Date(),
      adminEmail: entry.adminEmail.slice(0, 254),
      aktion: entry.aktion.slice(0, AUDIT_LIMITS.aktion),
      ziel: entry.ziel.slice(0, AUDIT_LIMITS.ziel),
      details: entry.details,
    });
  }

  async page(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const repository = this.dataSource.getRepository(AuditEntryEntity);
    const [rows, total] = await repository.findAndCount({
      // The id breaks ties within one millisecond: insertion order is the order of the writes.
      order: { zeit: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
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
