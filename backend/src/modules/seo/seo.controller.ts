import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/access.decorators';
import { PublicCache } from '../../common/http/http-cache.decorators';
import { CountsProviderView, CountsSearchHits, RESULT_IDS_HEADER } from '../../common/http/listing-counters';
import { cacheKeyOf } from '../../common/http/page-address';
import { WORK_COSTS } from '../../common/rate-limit/work-budget';
import { CostsWork } from '../../common/rate-limit/work-cost';
import { searchCost } from '../directory';
import { LIST_PAGE_QUERY, SEARCH_PAGE_QUERY, STATIC_PAGES, UNLISTED_PAGES } from './page-routes';
import { type RenderedPage, SeoPages } from './seo-pages.service';
import { SitemapService } from './sitemap.service';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The storefront's public pages, robots.txt and the sitemap, through the public response cache
 * like the public JSON (a 200 is kept and revalidated by ETag; any catalog write empties it).
 * Account pages and unknown paths are answered by the SPA fallback of the exception filter; the
 * unlisted pages (reached from a mail) are rendered here but never kept.
 */
@ApiExcludeController()
@Controller()
@Public()
export class SeoController {
  constructor(
    private readonly pages: SeoPages,
    private readonly sitemaps: SitemapService,
  ) {}

  @Get()
  @PublicCache()
  @CostsWork(WORK_COSTS.pageRender)
  async home(@Res() reply: FastifyReply): Promise<void> {
    await this.render(reply, () => this.pages.home());
  }

  @Get(Object.keys(STATIC_PAGES).map((path) => path.slice(1)))
  @PublicCache()
  @CostsWork(WORK_COSTS.pageRender)
  async staticPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.render(reply, () => this.pages.staticPage(cacheKeyOf(request)));
  }

  /** Not through the public cache: the address may hold one person's token. */
  @Get(Object.keys(UNLISTED_PAGES).map((path) => path.slice(1)))
  @CostsWork(WORK_COSTS.pageRender)
  async unlistedPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.render(reply, () => this.pages.unlistedPage(request.url));
  }

  @Get('category/:id')
  @PublicCache(LIST_PAGE_QUERY)
  @CountsSearchHits()
  @CostsWork(WORK_COSTS.pageRender)
  async category(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.render(reply, () => this.pages.category(id, cacheKeyOf(request)));
  }

  @Get('provider/:id')
  @PublicCache()
  @CountsProviderView()
  @CostsWork(WORK_COSTS.pageRender)
  async provider(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    await this.render(reply, () => this.pages.provider(id));
  }

  @Get('search')
  @PublicCache(SEARCH_PAGE_QUERY)
  @CountsSearchHits()
  // The page's own search runs in process, free: it is paid for here.
  @CostsWork((query) => WORK_COSTS.pageRender + searchCost(query.q, query.plz))
  async search(
    @Query('q') q: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.render(reply, () => this.pages.search(q, cacheKeyOf(request)));
  }

  @Get('robots.txt')
  @PublicCache()
  robots(@Res() reply: FastifyReply): void {
    void reply.type('text/plain; charset=utf-8').send(this.sitemaps.robots());
  }

  @Get('sitemap.xml')
  @PublicCache()
  @CostsWork(WORK_COSTS.sitemap)
  async sitemap(@Res() reply: FastifyReply): Promise<void> {
    void reply.type('application/xml; charset=utf-8').send(await this.sitemaps.sitemap());
  }

  @Get('sitemap-:page.xml')
  @PublicCache()
  @CostsWork(WORK_COSTS.sitemap)
  async sitemapPart(@Param('page') page: string, @Res() reply: FastifyReply): Promise<void> {
    const part = /^\d{1,6}$/.test(page) ? await this.sitemaps.part(Number(page)) : null;
    if (part === null) throw new NotFoundException();
    void reply.type('application/xml; charset=utf-8').send(part);
  }

  /** Without a storefront build only the API is served: a plain 404, as before. */
  private async render(reply: FastifyReply, page: () => RenderedPage | Promise<RenderedPage>): Promise<void> {
    if (this.pages.template === null) throw new NotFoundException();
    const rendered = await page();
    // Kept answers get `public, no-cache` and an ETag from the cache; the rest are revalidated too.
    if (rendered.status !== 200 || rendered.personal) void reply.header('cache-control', 'no-cache');
    // Kept with a cached page, so every visit to a result page counts its hits (statistics hook).
    if (rendered.resultIds?.length) void reply.header(RESULT_IDS_HEADER, rendered.resultIds.join(','));
    void reply.code(rendered.status).type(HTML_TYPE).send(rendered.html);
  }
}
