import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { MailModule } from '../mail';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [MailModule],
  controllers: [ContactController],
  providers: [ContactService, ContactRepository],
  exports: [ContactService],
})
export class ContactModule {}
