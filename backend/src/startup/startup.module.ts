import { Module } from '@nestjs/common';
import { DirectoryModule } from '../modules/directory';
import { SeedsModule } from '../seeds/seeds.module';
import { StartupService } from './startup.service';

@Module({ imports: [SeedsModule, DirectoryModule], providers: [StartupService] })
export class StartupModule {}
