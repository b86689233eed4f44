import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { Inject, Injectable, type OnModuleDestroy, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer, ApiTransport } from '@event-kompass/shared-types';
import { IN_PROCESS_HEADERS } from '../../common/http/in-process';
import { RESULT_IDS_HEADER } from '../../common/http/listing-counters';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BuildFile } from './build-file';

/** A public page as the storefront's server build renders it. */
export interface ServerRenderedPage {
  /** The markup inside the app's root element. */
  html: string;
  /** The loaders' results, for the browser's router to start with. */
  data: unknown;
  /** The providers the page lists as results (search and category pages): its search hits. */
  resultIds: number[];
}

/** What storefront/src/entry-server.tsx exports. */
interface StorefrontServerEntry {
  setTransport(send: ApiTransport): void;
  render(url: string): Promise<Omit<ServerRenderedPage, 'resultIds'> | null>;
}

/**
 * API answers a caller already holds, as the JSON the API sends, by path (`/api/providers/6`): the
 * render need not ask for them.
 */
export type KnownAnswers = Readonly<Record<string, string>>;

/**
 * Renders public pages with the storefront's own routes, loaders and components (its server build,
 * storefront/dist-server/entry-server.cjs). The loaders' `/api/...` requests go through this app in
 * process (Fastify's inject): the same answers, validation and public cache as the browser's, with
 * no session and no socket; answers the caller already read (the provider of a provider page) are
 * handed in instead of asked for again. Without the server build, or when a page fails to render,
 * it answers null and the page goes out as the plain shell, which the browser renders as before.
 */
@Injectable()
export class StorefrontRenderer implements OnModuleDestroy {
  private readonly logger = new Logger('Seitenaufbau');
  private readonly entryFile: BuildFile<StorefrontServerEntry>;
  /**
   * The known answers of the renders under way, as JSON, with how many renders hand each in (the
   * entry has one transport for all of them, and they interleave at every await).
   */
  private readonly known = new Map<string, { json: string; renders: number }>();
  /**
   * The result ids the API named to one render's reads: the loaders' requests run in the render's
   * async context, so interleaved renders each collect their own.
   */
  private readonly resultIds = new AsyncLocalStorage<number[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.entryFile = new BuildFile(
      join(config.storefrontDist, '..', 'dist-server', 'entry-server.cjs'),
      (path) => this.loadEntry(path),
    );
  }

  onModuleDestroy(): void {
    this.entryFile.close();
  }

  /** `path` with its query, e.g. `/search?q=dj`. */
  async render(path: string, known: KnownAnswers = {}): Promise<ServerRenderedPage | null> {
    const entry = this.entryFile.get();
    if (!entry) return null;
    const keys = Object.keys(known);
    for (const key of keys) {
      const held = this.known.get(key);
      if (held) held.renders += 1;
      else this.known.set(key, { json: known[key], renders: 1 });
    }
    const resultIds: number[] = [];
    try {
      const page = await this.resultIds.run(resultIds, () => entry.render(`${this.config.publicUrl}${path}`));
      return page && { ...page, resultIds };
    } catch (error) {
      this.logger.warn(`${path} nicht auf dem Server aufgebaut: ${(error as Error).message}`);
      return null;
    } finally {
      for (const key of keys) {
        const held = this.known.get(key);
        if (held && --held.renders === 0) this.known.delete(key);
      }
    }
  }

  /** Loaded again when the file changes, like the HTML template: a rebuilt storefront takes effect. */
  private loadEntry(path: string): StorefrontServerEntry {
    // The build is CommonJS for exactly this require; a new build replaces the cached module.
    delete require.cache[require.resolve(path)];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file built after this one, found at run time
    const entry = require(path) as StorefrontServerEntry;
    entry.setTransport(this.transport);
    return entry;
  }

  private readonly transport: ApiTransport = async (path, init) => {
    // Loaders only read; anything else has no place in rendering a page for nobody in particular.
    if (init.method && init.method !== 'GET') throw new Error(`${init.method} beim Seitenaufbau`);
    const held = this.known.get(path);
    if (held) return answer(200, { 'content-type': JSON_TYPE }, held.json);
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const reply = await fastify.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', ...IN_PROCESS_HEADERS },
    });
    // A result page's hits: the statistics hook leaves them on in-process answers for the page.
    const ids = reply.headers[RESULT_IDS_HEADER];
    if (ids !== undefined) this.resultIds.getStore()?.push(...String(ids).split(',').map(Number));
    return answer(reply.statusCode, reply.headers, reply.payload);
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer as the storefront's client reads it, without the stream and header object of a `Response`. */
function answer(
  status: number,
  headers: Readonly<Record<string, string | number | string[] | undefined>>,
  body: string,
): ApiAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : String(value);
      },
    },
    text: () => Promise.resolve(body),
  };
}
