import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from '../catalog/entities/category.entity';
import { SettingsModule } from '../settings/settings.module';
import { AdminProviderController } from './admin-provider.controller';
import { AdminProviderService } from './admin-provider.service';
import { ProviderEntity } from './entities/provider.entity';
import { ProviderController } from './provider.controller';
import { ProviderRepository } from './provider.repository';
import { ProviderSearchIndex } from './provider-search-index';
import { ProviderService } from './provider.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProviderEntity, CategoryEntity]), SettingsModule],
  controllers: [ProviderController, AdminProviderController],
  providers: [ProviderService, AdminProviderService, ProviderRepository, ProviderSearchIndex],
  exports: [ProviderRepository, ProviderSearchIndex],
})
export class ProviderModule {}
