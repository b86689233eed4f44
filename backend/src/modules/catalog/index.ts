/** The catalog module's public surface: categories. */
export { CatalogModule } from './catalog.module';
export { CatalogService, type CategoryUsage, toCategory } from './catalog.service';
export { CategoryNotFound } from './catalog.errors';
export { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
export { CategoryEntity } from './entities/category.entity';
