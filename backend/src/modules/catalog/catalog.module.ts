import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../identity/entities/user.entity';
import { ProviderModule } from '../provider/provider.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminCatalogController } from './admin-catalog.controller';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CategoryEntity } from './entities/category.entity';
import { SearchService } from './search.service';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity, UserEntity]), ProviderModule, SettingsModule],
  controllers: [CatalogController, AdminCatalogController],
  providers: [CatalogService, SearchService],
})
export class CatalogModule {}
