import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { MerklisteEntryEntity } from './entities/merkliste-entry.entity';

/** The only code that touches `merkliste`. */
@Injectable()
export class MerklisteRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account's shortlisted provider ids, oldest entry first. */
  async providerIdsOf(userId: number, manager: EntityManager = this.db.manager): Promise<number[]> {
    const rows = await manager
      .getRepository(MerklisteEntryEntity)
      .find({ select: { anbieterId: true }, where: { userId }, order: { id: 'ASC' } });
    return rows.map((row) => row.anbieterId);
  }

  async contains(manager: EntityManager, userId: number, anbieterId: number): Promise<boolean> {
    return manager.getRepository(MerklisteEntryEntity).exists({ where: { userId, anbieterId } });
  }

  count(manager: EntityManager, userId: number): Promise<number> {
    return manager.getRepository(MerklisteEntryEntity).count({ where: { userId } });
  }

  async insert(manager: EntityManager, userId: number, anbieterId: number, now: Date): Promise<void> {
    await manager.getRepository(MerklisteEntryEntity).insert({ userId, anbieterId, erstelltAm: now });
  }

  async delete(manager: EntityManager, userId: number, anbieterId: number): Promise<void> {
    await manager.getRepository(MerklisteEntryEntity).delete({ userId, anbieterId });
  }
}
