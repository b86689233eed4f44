import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  type PublicProvider,
  type SearchSuggestion,
  SPELLING_SUGGESTION_HEADER,
  type Stats,
  TOTAL_COUNT_HEADER,
} from '@event-kompass/shared-types';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators';
import { PublicCache } from '../../common/http/http-cache.decorators';
import { CountsProviderView, CountsSearchHits, RESULT_IDS_HEADER } from '../../common/http/listing-counters';
import { WORK_COSTS } from '../../common/rate-limit/work-budget';
import { CostsWork } from '../../common/rate-limit/work-cost';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { CategoryNotFound } from '../catalog';
import { ProviderNotFound } from '../provider';
import { DirectoryService, searchCost } from './directory.service';
import { ApiListQuery, LIST_HEADERS, SEARCH_HEADERS } from './directory.docs';
import { CATEGORY_LIST_QUERY, parseListQuery, SEARCH_QUERY } from './list-query';

/** The lists are answered as JSON text made from each row's JSON (see PublicCatalog). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The public's provider reads: by category, one profile, the search, the home page's numbers. */
@ApiController('Anbieter', 'api')
@Public()
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  @ApiRoute('Öffentliche Anbieter einer Kategorie (nach Name; mit plz die nächsten zuerst)', {
    ok: ['PublicProvider'],
    okHeaders: LIST_HEADERS,
  })
  @ApiListQuery({ withCategory: false })
  @Get('providers/category/:id')
  @PublicCache(CATEGORY_LIST_QUERY)
  @CountsSearchHits()
  @CostsWork(WORK_COSTS.listRead)
  async byCategory(
    @Param('id', new PathIdPipe(() => new CategoryNotFound())) categoryId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const request = parseListQuery(query, { withCategory: false });
    const page = await this.directory.listPublicByCategory(categoryId, request);
    void reply.header(TOTAL_COUNT_HEADER, String(page.total)).type(JSON_TYPE);
    if (page.ids.length > 0) void reply.header(RESULT_IDS_HEADER, page.ids.join(','));
    return page.json;
  }

  @ApiRoute('Ein öffentlicher Anbieter', { ok: 'PublicProvider' })
  @Get('providers/:id')
  @PublicCache()
  @CountsProviderView()
  one(@Param('id', new PathIdPipe(() => new ProviderNotFound())) id: number): Promise<PublicProvider> {
    return this.directory.getPublic(id);
  }

  @ApiRoute('Kennzahlen für die Startseite', { ok: 'Stats' })
  @Get('stats')
  stats(): Promise<Stats> {
    return this.directory.stats();
  }

  @ApiRoute('Öffentliche Anbieter suchen (Parameter q)', {
    ok: ['SearchResult'],
    okHeaders: SEARCH_HEADERS,
  })
  @ApiQuery({
    name: 'q',
    required: false,
    type: String,
    description:
      'Suchbegriff (Firmenname, Beschreibung, Kategorie, Ort); Wortformen und Tippfehler werden gefunden',
  })
  @ApiListQuery({ withCategory: true })
  /** `q` may be missing or repeated; only a single text is searched. */
  @Get('search')
  @PublicCache(SEARCH_QUERY)
  @CountsSearchHits()
  @CostsWork((query) => searchCost(query.q, query.plz))
  async search(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const request = parseListQuery(query, { withCategory: true });
    const found = await this.directory.search(query.q, request);
    void reply.header(TOTAL_COUNT_HEADER, String(found.total)).type(JSON_TYPE);
    if (found.ids.length > 0) void reply.header(RESULT_IDS_HEADER, found.ids.join(','));
    if (found.correction !== null) {
      void reply.header(SPELLING_SUGGESTION_HEADER, encodeURIComponent(found.correction));
    }
    return found.body;
  }

  @ApiRoute('Vorschläge beim Tippen (höchstens 8: Kategorien, Orte, Anbieter)', {
    ok: ['SearchSuggestion'],
  })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Bisher getippter Text' })
  @Get('search/suggest')
  @PublicCache(['q'])
  @CostsWork(WORK_COSTS.suggestion)
  suggest(@Query('q') q: unknown): Promise<SearchSuggestion[]> {
    return this.directory.suggest(q);
  }
}
