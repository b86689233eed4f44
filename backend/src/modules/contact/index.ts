/** The contact module's public surface. */
export { ContactModule } from './contact.module';
export { ContactService } from './contact.service';
export { ContactMessageEntity } from './entities/contact-message.entity';
