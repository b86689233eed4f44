import { Injectable } from '@nestjs/common';
import { type EntityManager, type FindOptionsWhere, In } from 'typeorm';
import { deleteRows } from '../../database/delete-rows';
import { RenewalRequestEntity } from './entities/renewal-request.entity';

/** The only code that touches `renewal_requests`. */
@Injectable()
export class RenewalRequestRepository {
  insert(manager: EntityManager, request: Omit<RenewalRequestEntity, 'id'>): Promise<RenewalRequestEntity> {
    return manager.getRepository(RenewalRequestEntity).save(request);
  }

  /** Requests for one of the listings or with the address, oldest first. */
  findFor(
    manager: EntityManager,
    providerIds: readonly number[],
    email: string | null,
  ): Promise<RenewalRequestEntity[]> {
    const where: FindOptionsWhere<RenewalRequestEntity>[] = [];
    if (providerIds.length > 0) where.push({ anbieterId: In([...providerIds]) });
    if (email !== null) where.push({ providerEmail: email });
    if (where.length === 0) return Promise.resolve([]);
    return manager.getRepository(RenewalRequestEntity).find({ where, order: { id: 'ASC' } });
  }

  /** Requests made before `cutoff`; answers how many went. */
  deleteMadeBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return deleteRows(manager, RenewalRequestEntity, 'erstellt_am < :cutoff', { cutoff });
  }
}
