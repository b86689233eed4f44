import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CategoryRepository } from './category.repository';

/** Categories only; the admin's category routes live in the directory (they touch providers). */
@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CategoryRepository],
  exports: [CatalogService],
})
export class CatalogModule {}
