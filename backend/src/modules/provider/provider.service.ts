import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MessageResponse, PublicProvider } from '@event-kompass/shared-types';
import { In, Repository } from 'typeorm';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { berlinToday } from '../../common/time/calendar';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { CategoryNotFound } from '../catalog/catalog.errors';
import { CategoryEntity } from '../catalog/entities/category.entity';
import { OutboxService } from '../mail/outbox.service';
import type { ProviderApplicationDto } from './dto/provider-application.dto';
import { ProviderEntity } from './entities/provider.entity';
import {
  applicationForOperatorMail,
  applicationReceivedMail,
  type ApplicationData,
} from '../mail/mail-templates';
import { CategoryChoiceRequired, ProviderNotFound, UnknownCategoryChosen } from './provider.errors';
import { ProviderRepository } from './provider.repository';
import { sortedNames } from './provider-search-index';

export const APPLICATION_RECEIVED_MESSAGE =
  'Vielen Dank für Ihre Bewerbung! Wir prüfen Ihre Angaben und schalten Ihren Eintrag nach der Prüfung frei. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.';

/** Loads the chosen categories inside a transaction; every id must exist. */
export async function loadChosenCategories(
  repo: Repository<CategoryEntity>,
  ids: number[],
): Promise<CategoryEntity[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const categories = await repo.findBy({ id: In(unique) });
  if (categories.length !== unique.length) throw new UnknownCategoryChosen();
  return categories;
}

/** What the public does with providers: apply, browse a category, open a profile. */
@Injectable()
export class ProviderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly providers: ProviderRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores the application as pending and queues the applicant's and the operator's mail with it. */
  async apply(dto: ProviderApplicationDto, ip: string): Promise<MessageResponse> {
    const suggestion = dto.neue_kategorie_vorschlag ?? null;
    if ((dto.kategorie_ids ?? []).length === 0 && !suggestion) throw new CategoryChoiceRequired();
    await this.limiter.hit(RATE_RULES.applicationsPerIp, ip);

    await this.tx.run(async (manager) => {
      const chosen = await loadChosenCategories(
        manager.getRepository(CategoryEntity),
        dto.kategorie_ids ?? [],
      );
      const names = sortedNames(chosen.map((category) => category.name));
      const repo = manager.getRepository(ProviderEntity);
      const provider = await repo.save(
        repo.create({
          firmenname: dto.firmenname,
          beschreibung: dto.beschreibung,
          email: dto.email,
          handynummer: dto.handynummer ?? null,
          websiteUrl: dto.website_url ?? null,
          instagramUrl: dto.instagram_url ?? null,
          istFreigeschaltet: false,
          eintragGueltigBis: null,
          neueKategorieVorschlag: suggestion,
          ...providerSearchColumns(dto.firmenname, dto.beschreibung, names),
          erstelltAm: new Date(),
          kategorien: chosen,
        }),
      );
      const application: ApplicationData = {
        providerId: provider.id,
        firmenname: provider.firmenname,
        email: provider.email,
        handynummer: provider.handynummer,
        websiteUrl: provider.websiteUrl,
        instagramUrl: provider.instagramUrl,
        beschreibung: provider.beschreibung,
        kategorien: names,
        neueKategorieVorschlag: suggestion,
      };
      await this.outbox.enqueue(manager, applicationReceivedMail(this.config, application));
      await this.outbox.enqueue(manager, applicationForOperatorMail(this.config, application));
    });
    return { msg: APPLICATION_RECEIVED_MESSAGE };
  }

  /** An unknown category is a 404 (not an empty list), so a mistyped link does not look like an empty category. */
  async listPublicByCategory(categoryId: number): Promise<PublicProvider[]> {
    if (!(await this.categories.existsBy({ id: categoryId }))) throw new CategoryNotFound();
    return this.providers.findPublicByCategory(categoryId, berlinToday());
  }

  async getPublic(id: number): Promise<PublicProvider> {
    const provider = await this.providers.findPublicById(id, berlinToday());
    if (!provider) throw new ProviderNotFound();
    return provider;
  }
}
