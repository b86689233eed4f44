import { Inject, Injectable } from '@nestjs/common';
import type { AdminProvider, ExpiringProvider, MessageResponse } from '@event-kompass/shared-types';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { addDays, addMonths, berlinToday, daysBetween } from '../../common/time/calendar';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { CategoryEntity } from '../catalog/entities/category.entity';
import { SettingsService } from '../settings/settings.service';
import type { AdminUpdateProviderDto } from './dto/admin-update-provider.dto';
import { ProviderEntity } from './entities/provider.entity';
import { ProviderNotFound } from './provider.errors';
import { ProviderRepository } from './provider.repository';
import { sortedNames } from './provider-search-index';
import { loadChosenCategories } from './provider.service';

/** The free first listing period (spec section 1: free for 6 months). */
export const FREE_LISTING_MONTHS = 6;

/** What admins do with providers: review the list, edit and activate, delete, watch expiry. */
@Injectable()
export class AdminProviderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderRepository,
    private readonly settings: SettingsService,
    private readonly tx: TransactionRunner,
  ) {}

  listAll(): Promise<AdminProvider[]> {
    return this.providers.findAllForAdmin();
  }

  /**
   * Saves every field. Activating a pending provider without naming an end date gives the
   * free period from today; an explicit null means "no end".
   */
  async update(id: number, dto: AdminUpdateProviderDto): Promise<AdminProvider> {
    await this.tx.run(async (manager) => {
      const repo = manager.getRepository(ProviderEntity);
      const provider = await repo.findOne({ where: { id }, relations: { kategorien: true } });
      if (!provider) throw new ProviderNotFound();
      const chosen = await loadChosenCategories(manager.getRepository(CategoryEntity), dto.kategorie_ids);

      const activating = dto.ist_freigeschaltet && !provider.istFreigeschaltet;
      provider.firmenname = dto.firmenname;
      provider.beschreibung = dto.beschreibung;
      provider.email = dto.email;
      if (dto.handynummer !== undefined) provider.handynummer = dto.handynummer;
      if (dto.website_url !== undefined) provider.websiteUrl = dto.website_url;
      if (dto.instagram_url !== undefined) provider.instagramUrl = dto.instagram_url;
      if (dto.neue_kategorie_vorschlag !== undefined)
        provider.neueKategorieVorschlag = dto.neue_kategorie_vorschlag;
      if (dto.eintrag_gueltig_bis !== undefined) {
        provider.eintragGueltigBis = dto.eintrag_gueltig_bis;
      } else if (activating && provider.eintragGueltigBis === null) {
        provider.eintragGueltigBis = addMonths(berlinToday(), FREE_LISTING_MONTHS);
      }
      provider.istFreigeschaltet = dto.ist_freigeschaltet;
      provider.kategorien = chosen;
      Object.assign(
        provider,
        providerSearchColumns(
          dto.firmenname,
          dto.beschreibung,
          sortedNames(chosen.map((category) => category.name)),
        ),
      );
      await repo.save(provider);
    });
    const updated = await this.providers.findForAdmin(id);
    if (!updated) throw new ProviderNotFound();
    return updated;
  }

  /** Its category links, inquiries and reviews go with it (the foreign keys cascade). */
  async remove(id: number): Promise<MessageResponse> {
    const name = await this.tx.run(async (manager) => {
      const repo = manager.getRepository(ProviderEntity);
      const provider = await repo.findOneBy({ id });
      if (!provider) throw new ProviderNotFound();
      await repo.delete({ id });
      return provider.firmenname;
    });
    return { msg: `Der Anbieter „${name}“ wurde gelöscht.` };
  }

  /** Activated listings ending within the reminder window or already ended, soonest first. */
  async listExpiring(): Promise<ExpiringProvider[]> {
    const today = berlinToday();
    const days = await this.settings.days('expiration_reminder_days');
    const rows = await this.providers.findActivatedEndingBy(addDays(today, days));
    return rows.map((row) => ({
      id: row.id,
      firmenname: row.firmenname,
      email: row.email,
      eintrag_gueltig_bis: row.eintrag_gueltig_bis,
      tage_verbleibend: daysBetween(today, row.eintrag_gueltig_bis),
      verlaengerungs_link: `${this.config.publicUrl}/verlaengerung/${row.id}`,
    }));
  }
}
