import { Module } from '@nestjs/common';
import { IdentityModule } from '../modules/identity/identity.module';
import { StartupService } from './startup.service';

@Module({ imports: [IdentityModule], providers: [StartupService] })
export class StartupModule {}
