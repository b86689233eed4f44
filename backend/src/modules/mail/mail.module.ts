import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMailEntity } from './entities/outbox-mail.entity';
import { MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';

/** Global so every module can queue mails in its own transactions. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMailEntity])],
  providers: [OutboxService, MailTransport, OutboxWorker],
  exports: [OutboxService, OutboxWorker],
})
export class MailModule {}
