import { Controller, Get, Query } from '@nestjs/common';
import type { Category, SearchResult, Stats } from '@event-kompass/shared-types';
import { Public } from '../../common/decorators/access.decorators';
import { CatalogService } from './catalog.service';
import { SearchService } from './search.service';
import { PublicCache } from '../../common/http/http-cache.decorators';

@Controller('api')
@Public()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly searchService: SearchService,
  ) {}

  @Get('categories')
  @PublicCache()
  categories(): Promise<Category[]> {
    return this.catalog.listCategories();
  }

  @Get('stats')
  stats(): Promise<Stats> {
    return this.catalog.stats();
  }

  /** `q` may be missing or repeated; only a single text is searched. */
  @Get('search')
  @PublicCache()
  search(@Query('q') q: unknown): Promise<SearchResult[]> {
    return this.searchService.search(q);
  }
}
