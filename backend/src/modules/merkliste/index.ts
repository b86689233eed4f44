/** The shortlist module's public surface. */
export { MerklisteModule } from './merkliste.module';
export { MerklisteService } from './merkliste.service';
export { MerklisteEntryEntity } from './entities/merkliste-entry.entity';
