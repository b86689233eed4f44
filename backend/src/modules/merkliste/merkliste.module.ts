import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory';
import { MerklisteController } from './merkliste.controller';
import { MerklisteRepository } from './merkliste.repository';
import { MerklisteService } from './merkliste.service';

/** Owns `merkliste`; its rows are the directory's public provider rows. */
@Module({
  imports: [DirectoryModule],
  controllers: [MerklisteController],
  providers: [MerklisteService, MerklisteRepository],
  exports: [MerklisteService],
})
export class MerklisteModule {}
