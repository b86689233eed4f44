import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRows } from '../../database/delete-rows';
import { ContactMessageEntity } from './entities/contact-message.entity';

/** The only code that touches `contact_messages`. */
@Injectable()
export class ContactRepository {
  insert(manager: EntityManager, message: Omit<ContactMessageEntity, 'id'>): Promise<ContactMessageEntity> {
    return manager.getRepository(ContactMessageEntity).save(message);
  }

  /** The messages sent with this address, oldest first. */
  findFrom(manager: EntityManager, email: string): Promise<ContactMessageEntity[]> {
    return manager.getRepository(ContactMessageEntity).find({ where: { email }, order: { id: 'ASC' } });
  }

  async deleteFrom(manager: EntityManager, email: string): Promise<void> {
    await manager.getRepository(ContactMessageEntity).delete({ email });
  }

  /** Messages that arrived before `cutoff`; answers how many went. */
  deleteReceivedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return deleteRows(manager, ContactMessageEntity, 'erstellt_am < :cutoff', { cutoff });
  }
}
