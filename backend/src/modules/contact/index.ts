/** The contact module's public surface. */
export { ContactModule } from './contact.module';
export { ContactMessageEntity } from './entities/contact-message.entity';
