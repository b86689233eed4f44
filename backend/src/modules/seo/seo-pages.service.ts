import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { PublicProvider } from '@event-kompass/shared-types';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { pathOf } from '../../common/logging/request-log';
import { escapeHtml } from '../../common/text/html';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CatalogService } from '../catalog';
import { PublicCatalog } from '../directory';
import { ProviderService } from '../provider';
import {
  compileShell,
  hydrationDataScript,
  type PageHead,
  shorten,
  type ShellRenderer,
  SITE_NAME,
} from './page-html';
import { pathId, privatePageName, STATIC_PAGES, UNLISTED_PAGES } from './page-routes';
import { BuildFile } from './build-file';
import { type KnownAnswers, StorefrontRenderer } from './storefront-renderer';
import { breadcrumbList, type Crumb, localBusiness, providerList } from './structured-data';

/** A page of the storefront as the server answers it. */
export interface RenderedPage {
  status: 200 | 404 | 410;
  html: string;
  /** Account and admin pages: never kept by any cache. */
  personal: boolean;
  /** The providers a result page lists: counted as search hits (statistics). */
  resultIds?: readonly number[];
}

const HOME_TITLE = `${SITE_NAME} – Eventdienstleister in Ihrer Region finden`;
const HOME_DESCRIPTION =
  'Event-Kompass: DJs, Catering, Locations, Fotografen und mehr aus Ihrer Region finden und anfragen.';
const NOT_FOUND_TITLE = `Seite nicht gefunden | ${SITE_NAME}`;
const GONE_TITLE = `Eintrag nicht mehr verfügbar | ${SITE_NAME}`;

const FALLBACK_SHELL = compileShell('<!doctype html><div id="root"></div>');

const titled = (name: string): string => `${name} | ${SITE_NAME}`;

/**
 * The storefront's pages with what a crawler or a link preview needs before any JavaScript runs:
 * a real status, title, description, canonical address, Open Graph and JSON-LD, and for public
 * pages their content, rendered by the storefront's own components (StorefrontRenderer).
 * Account pages and unknown paths get the shell only.
 */
@Injectable()
export class SeoPages implements OnModuleDestroy {
  private readonly templateFile: BuildFile<ShellRenderer>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly providers: ProviderService,
    private readonly publicCatalog: PublicCatalog,
    private readonly renderer: StorefrontRenderer,
    answers: PublicResponseCache,
  ) {
    this.templateFile = new BuildFile(
      join(config.storefrontDist, 'index.html'),
      (path) => compileShell(readFileSync(path, 'utf8')),
      // Kept pages name the old build's files, which a new build has deleted.
      () => answers.invalidate(),
    );
  }

  onModuleDestroy(): void {
    this.templateFile.close();
  }

  /**
   * The built storefront's index.html; null when only the API is served. Read again when the
   * file changes, so a storefront rebuilt under a running server never points to gone assets.
   */
  get template(): ShellRenderer | null {
    return this.templateFile.get();
  }

  absolute(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.config.publicUrl}${path}`;
  }

  private get homeCrumb(): Crumb {
    return { name: 'Startseite', url: this.absolute('/') };
  }

  home(): Promise<RenderedPage> {
    return this.rendered('/', this.homeHead());
  }

  private homeHead(): PageHead {
    return {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: this.absolute('/'),
      structuredData: [breadcrumbList([this.homeCrumb])],
    };
  }

  private staticHead(path: string, page: { name: string; description: string }): PageHead {
    const canonical = this.absolute(path);
    return {
      title: titled(page.name),
      description: page.description,
      canonical,
      structuredData: [breadcrumbList([this.homeCrumb, { name: page.name, url: canonical }])],
    };
  }

  /** `path` with its query: the filters and pages in the address show in the rendered list. */
  async category(idText: string, path = `/category/${idText}`): Promise<RenderedPage> {
    const id = pathId(idText);
    const providers = id === null ? null : await this.publicCatalog.providersInCategory(id);
    const category =
      id === null || providers === null
        ? undefined
        : (await this.catalog.listCategories()).find((candidate) => candidate.id === id);
    if (!category || !providers) return this.notFound();
    const url = this.absolute(`/category/${category.id}`);
    const names = providers.slice(0, 5).map((provider) => provider.firmenname);
    const description = category.description?.trim()
      ? shorten(category.description)
      : shorten(
          providers.length === 0
            ? `${category.name} bei Event-Kompass: Anbieter aus Ihrer Region.`
            : `${providers.length} Anbieter in der Kategorie ${category.name}: ${names.join(', ')}.`,
        );
    return this.rendered(path, {
      title: titled(`Anbieter in: ${category.name}`),
      description,
      canonical: url,
      structuredData: [
        providerList(category.name, providers, (provider) => this.absolute(`/provider/${provider.id}`)),
        breadcrumbList([this.homeCrumb, { name: category.name, url }]),
      ],
    });
  }

  async provider(idText: string): Promise<RenderedPage> {
    const id = pathId(idText);
    if (id === null) return this.notFound();
    const page = await this.publicCatalog.publicPage(id);
    if (!page) return this.gone(id);
    const { provider, providerJson, availabilityJson } = page;
    const url = this.absolute(`/provider/${provider.id}`);
    const [category] = provider.kategorien;
    const place = provider.ort ? ` in ${provider.ort}` : '';
    const what = category ? ` – ${category.name}${place}` : place;
    const description = shorten(provider.beschreibung) || `${provider.firmenname} bei Event-Kompass.`;
    const crumbs = [this.homeCrumb];
    if (category) crumbs.push({ name: category.name, url: this.absolute(`/category/${category.id}`) });
    crumbs.push({ name: provider.firmenname, url });
    const path = `/provider/${provider.id}`;
    // The page's loader asks for exactly these (from the snapshot the JSON routes answer from).
    const known = {
      [`/api/providers/${provider.id}`]: providerJson,
      [`/api/providers/${provider.id}/availability`]: availabilityJson,
    };
    return this.rendered(
      path,
      {
        title: titled(`${provider.firmenname}${what}`),
        description,
        canonical: url,
        image: this.firstPhoto(provider),
        structuredData: [
          localBusiness(provider, url, description, (photoPath) => this.absolute(photoPath)),
          breadcrumbList(crumbs),
        ],
      },
      known,
    );
  }

  /**
   * Only `q` belongs to the canonical address; paging, filters and tracking parameters do not
   * (`path`, with all of them, is what is rendered).
   */
  search(query: unknown, path = '/search'): Promise<RenderedPage> {
    const q = typeof query === 'string' ? query.trim().slice(0, 200) : '';
    const url = this.absolute(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    return this.rendered(path, {
      title: titled(q ? `Suche: ${q}` : 'Suche'),
      description: q
        ? `Eventdienstleister für „${q}“ bei Event-Kompass: DJs, Catering, Locations und mehr aus Ihrer Region.`
        : HOME_DESCRIPTION,
      canonical: url,
      structuredData: [breadcrumbList([this.homeCrumb, { name: 'Suche', url }])],
    });
  }

  /** A static page (legal texts, how it works), rendered; unknown paths 404. */
  async staticPage(url: string): Promise<RenderedPage> {
    const path = pathOf(url);
    const page = STATIC_PAGES[path];
    if (!page) return this.notFound();
    return this.rendered(path, this.staticHead(path, page));
  }

  /**
   * A page for nobody in particular that only one person's mail or action leads to (`url` with its
   * query: the reminder link's token is read by the page's script): rendered, never indexed or kept.
   */
  async unlistedPage(url: string): Promise<RenderedPage> {
    const name = UNLISTED_PAGES[pathOf(url)];
    if (!name) return this.notFound();
    return { ...(await this.rendered(url, { title: titled(name), robots: 'noindex' })), personal: true };
  }

  /**
   * Every page without data of its own, answered without waiting (the SPA fallback of the
   * exception filter is synchronous): static pages, account pages (noindex) and unknown
   * paths (404). Null without a storefront build.
   */
  shellPage(url: string): RenderedPage | null {
    if (this.template === null) return null;
    const path = pathOf(url);
    if (path === '/') return this.page(200, this.homeHead());
    const page = STATIC_PAGES[path];
    if (page) return this.page(200, this.staticHead(path, page));
    const privateName = privatePageName(path);
    if (privateName) {
      return { ...this.page(200, { title: titled(privateName), robots: 'noindex' }), personal: true };
    }
    return this.notFound();
  }

  notFound(): RenderedPage {
    return this.page(
      404,
      { title: NOT_FOUND_TITLE, robots: 'noindex' },
      '<main><h1>Seite nicht gefunden</h1><p><a href="/">Zur Startseite</a></p></main>',
    );
  }

  /** A listing that was public once: 410 and a way on to its category; never public: 404. */
  private async gone(id: number): Promise<RenderedPage> {
    const retired = await this.providers.findRetired(id);
    if (!retired) return this.notFound();
    const [category] = retired.kategorien;
    const link = category
      ? `<a href="/category/${category.id}">Weitere Anbieter in: ${escapeHtml(category.name)}</a>`
      : '<a href="/">Zur Startseite</a>';
    return this.page(
      410,
      { title: GONE_TITLE, robots: 'noindex' },
      `<main><h1>Dieser Eintrag ist nicht mehr verfügbar.</h1><p>${link}</p></main>`,
    );
  }

  private firstPhoto(provider: PublicProvider): string | undefined {
    const [photo] = provider.fotos;
    return photo ? this.absolute(photo.url) : undefined;
  }

  /** A public page with its content from the storefront's server build, when there is one. */
  private async rendered(path: string, head: PageHead, known?: KnownAnswers): Promise<RenderedPage> {
    const content = await this.renderer.render(path, known);
    return content
      ? {
          ...this.page(200, head, content.html, hydrationDataScript(content.data)),
          resultIds: content.resultIds,
        }
      : this.page(200, head);
  }

  private page(status: RenderedPage['status'], head: PageHead, rootContent = '', bodyEnd = ''): RenderedPage {
    // Callers reach this only with a storefront build (the controller and filter check it first).
    const shell = this.template ?? FALLBACK_SHELL;
    return { status, html: shell(head, rootContent, bodyEnd), personal: false };
  }
}
