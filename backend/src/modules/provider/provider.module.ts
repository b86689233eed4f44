import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { AdminProviderService } from './admin-provider.service';
import { ProviderController } from './provider.controller';
import { ProviderRepository } from './provider.repository';
import { ProviderService } from './provider.service';

/** Owns `providers` and `provider_categories`. */
@Module({
  imports: [CatalogModule, MailModule, SettingsModule],
  controllers: [ProviderController],
  providers: [ProviderService, AdminProviderService, ProviderRepository],
  exports: [ProviderService, AdminProviderService],
})
export class ProviderModule {}
