import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntryEntity } from './entities/audit-entry.entity';

/** `audit_log`: inserted only inside a write's transaction, read newest first; nothing updates or deletes. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, row: Omit<AuditEntryEntity, 'id'>): Promise<void> {
    await manager.insert(AuditEntryEntity, row);
  }

  page(limit: number, offset: number): Promise<[AuditEntryEntity[], number]> {
    return this.dataSource.getRepository(AuditEntryEntity).findAndCount({
      // The id breaks ties within one millisecond: insertion order is the order of the writes.
      order: { zeit: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }
}
