import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RenewalRequestEntity } from './entities/renewal-request.entity';

/** The only code that touches `renewal_requests`. */
@Injectable()
export class RenewalRequestRepository {
  insert(manager: EntityManager, request: Omit<RenewalRequestEntity, 'id'>): Promise<RenewalRequestEntity> {
    return manager.getRepository(RenewalRequestEntity).save(request);
  }

  /** Requests made before `cutoff`; answers how many went. */
  async deleteMadeBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(RenewalRequestEntity)
      .where('erstellt_am < :cutoff', { cutoff })
      .execute();
    return result.affected ?? 0;
  }
}
