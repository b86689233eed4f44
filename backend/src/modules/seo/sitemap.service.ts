import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PublicCatalog } from '../directory';
import { ProviderService } from '../provider';
import { ReviewService } from '../review';
import { escapeHtml } from '../../common/text/html';
import { STATIC_PAGES } from './page-routes';

/** The protocol's limit per sitemap file (sitemaps.org); past it the sitemap becomes an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

interface SitemapUrl {
  loc: string;
  /** `YYYY-MM-DD`, when known. */
  lastmod?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function newer(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * robots.txt and the sitemap. Providers and categories come from the in-memory public catalog;
 * two queries read the dates: a listing's date is the newest of its creation, its last edit by the
 * admin or its owner, and its newest review (which changes its rating).
 */
@Injectable()
export class SitemapService {
  /** Tests lower it to see the split without 50 000 providers. */
  urlsPerSitemap = MAX_URLS_PER_SITEMAP;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: PublicCatalog,
    private readonly providers: ProviderService,
    private readonly reviews: ReviewService,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /profile',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The whole sitemap, or the index of its parts when it has more URLs than one file may hold. */
  async sitemap(): Promise<string> {
    const urls = await this.urls();
    if (urls.length <= this.urlsPerSitemap) return urlSet(urls);
    const parts = Math.ceil(urls.length / this.urlsPerSitemap);
    const today = new Date().toISOString().slice(0, 10);
    const entries = Array.from(
      { length: parts },
      (_, index) =>
        `<sitemap><loc>${escapeHtml(`${this.config.publicUrl}/sitemap-${index + 1}.xml`)}</loc><lastmod>${today}</lastmod></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  /** Part `page` (from 1) of a split sitemap; null when there is no such part. */
  async part(page: number): Promise<string | null> {
    const urls = await this.urls();
    if (urls.length <= this.urlsPerSitemap || page < 1) return null;
    const slice = urls.slice((page - 1) * this.urlsPerSitemap, page * this.urlsPerSitemap);
    return slice.length === 0 ? null : urlSet(slice);
  }

  private async urls(): Promise<SitemapUrl[]> {
    const [{ providers, categories }, changed, reviewed] = await Promise.all([
      this.catalog.everything(),
      this.providers.publicChangeDates(),
      this.reviews.latestReviewDates(),
    ]);
    const base = this.config.publicUrl;
    const newestInCategory = new Map<number, string | undefined>();
    let newestOverall: string | undefined;
    const providerUrls: SitemapUrl[] = providers
      .sort((a, b) => a.id - b.id)
      .map((provider) => {
        const lastmod = newer(changed.get(provider.id), reviewed.get(provider.id))?.slice(0, 10);
        newestOverall = newer(newestOverall, lastmod);
        for (const category of provider.kategorien) {
          newestInCategory.set(category.id, newer(newestInCategory.get(category.id), lastmod));
        }
        return { loc: `${base}/provider/${provider.id}`, lastmod };
      });
    const categoryUrls: SitemapUrl[] = [...categories.keys()]
      .sort((a, b) => a - b)
      .map((id) => ({ loc: `${base}/category/${id}`, lastmod: newestInCategory.get(id) }));
    return [
      { loc: `${base}/`, lastmod: newestOverall },
      ...Object.keys(STATIC_PAGES).map((path) => ({ loc: `${base}${path}` })),
      ...categoryUrls,
      ...providerUrls,
    ];
  }
}

function urlSet(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
