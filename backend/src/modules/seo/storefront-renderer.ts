import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BuildFile } from './build-file';

/** A public page as the storefront's server build renders it. */
export interface ServerRenderedPage {
  /** The markup inside the app's root element. */
  html: string;
  /** The loaders' results, for the browser's router to start with. */
  data: unknown;
}

/** What storefront/src/entry-server.tsx exports. */
interface StorefrontServerEntry {
  setTransport(send: typeof fetch): void;
  render(url: string): Promise<ServerRenderedPage | null>;
}

/**
 * Renders public pages with the storefront's own routes, loaders and components (its server build,
 * storefront/dist-server/entry-server.cjs). The loaders' `/api/...` requests go through this app in
 * process (Fastify's inject): the same answers, validation and public cache as the browser's, with
 * no session and no socket. Without the server build, or when a page fails to render, it answers
 * null and the page goes out as the plain shell, which the browser renders as before.
 */
@Injectable()
export class StorefrontRenderer {
  private readonly logger = new Logger('Seitenaufbau');
  private readonly entryFile: BuildFile<StorefrontServerEntry>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.entryFile = new BuildFile(
      join(config.storefrontDist, '..', 'dist-server', 'entry-server.cjs'),
      (path) => this.loadEntry(path),
    );
  }

  /** `path` with its query, e.g. `/search?q=dj`. */
  async render(path: string): Promise<ServerRenderedPage | null> {
    const entry = this.entryFile.get();
    if (!entry) return null;
    try {
      return await entry.render(`${this.config.publicUrl}${path}`);
    } catch (error) {
      this.logger.warn(`${path} nicht auf dem Server aufgebaut: ${(error as Error).message}`);
      return null;
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

  private readonly transport: typeof fetch = async (input, init) => {
    // Loaders only read; anything else has no place in rendering a page for nobody in particular.
    if (init?.method && init.method !== 'GET') throw new Error(`${init.method} beim Seitenaufbau`);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://intern');
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const answer = await fastify.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    return new Response(answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}
