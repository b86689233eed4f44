import { Get } from '@nestjs/common';
import type { Category } from '@event-kompass/shared-types';
import { Public } from '../../common/decorators/access.decorators';
import { PublicCache } from '../../common/http/http-cache.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { CatalogService } from './catalog.service';

@ApiController('Katalog', 'api')
@Public()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @ApiRoute('Alle Kategorien', { ok: ['Category'] })
  @Get('categories')
  @PublicCache()
  categories(): Promise<Category[]> {
    return this.catalog.listCategories();
  }
}
