import { Module } from '@nestjs/common';
import { DatabaseSeeder } from '../database/seeds/database-seeder';
import { IdentityModule } from '../modules/identity/identity.module';
import { StartupService } from './startup.service';

@Module({ imports: [IdentityModule], providers: [StartupService, DatabaseSeeder], exports: [DatabaseSeeder] })
export class StartupModule {}
