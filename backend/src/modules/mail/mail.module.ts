import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMailEntity } from './entities/outbox-mail.entity';
import { OutboxService } from './outbox.service';

/** Global so every module can queue mails in its own transactions. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMailEntity])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class MailModule {}
