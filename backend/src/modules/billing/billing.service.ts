import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RenewalBillingResponse, RenewalProviderInfo } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { renewalBillingMail } from '../mail/mail-templates';
import { OutboxService } from '../mail/outbox.service';
import { RenewalProviderNotFound } from './billing.errors';
import type { RenewalBillingDto } from './dto/renewal-billing.dto';
import { RenewalRequestEntity } from './entities/renewal-request.entity';

const MAX_ID = 2_147_483_647;

interface ProviderRow {
  id: number;
  firmenname: string;
  email: string;
}

/** Renewal of a listing: the page greets the provider, takes a billing address, hands over to payment. */
@Injectable()
export class BillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Company name only, also for expired or deactivated listings (the page exists to renew
   * them) — but only for listings that were ever activated: a pending application's name is
   * not public, and it has nothing to renew.
   */
  async providerInfo(idText: string): Promise<RenewalProviderInfo> {
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
    if (id < 1 || id > MAX_ID) throw new RenewalProviderNotFound();
    const [row]: ProviderRow[] = await this.dataSource.query(
      'SELECT id, firmenname FROM providers WHERE id = ? AND eintrag_gueltig_bis IS NOT NULL',
      [id],
    );
    if (!row) throw new RenewalProviderNotFound();
    return { id: Number(row.id), firmenname: row.firmenname };
  }

  async submitBillingInfo(dto: RenewalBillingDto, ip: string): Promise<RenewalBillingResponse> {
    await this.limiter.hit(RATE_RULES.renewalPerIp, ip);
    await this.tx.run(async (manager) => {
      const provider = await this.findProvider(manager, dto);
      const providerEmail = dto.providerEmail || provider?.email;
      // The DTO allows an empty address only together with providerId, which findProvider resolved.
      if (!providerEmail) throw new RenewalProviderNotFound();
      const saved = await manager.getRepository(RenewalRequestEntity).save({
        anbieterId: provider ? Number(provider.id) : null,
        name: dto.name,
        street: dto.street,
        city: dto.city,
        providerName: dto.providerName,
        providerEmail,
        erstelltAm: new Date(),
      });
      await this.outbox.enqueue(
        manager,
        renewalBillingMail(
          { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail },
          {
            requestId: saved.id,
            providerId: saved.anbieterId,
            name: saved.name,
            street: saved.street,
            city: saved.city,
            providerName: saved.providerName,
            providerEmail,
          },
        ),
      );
    });
    return {
      msg: 'Vielen Dank! Ihre Rechnungsdaten sind eingegangen. Sie werden jetzt zur Zahlung weitergeleitet.',
      payment_link: this.config.paymentLinkUrl,
    };
  }

  /** The listing being renewed: by id when the page sent it, else by e-mail, else by a unique company name. */
  private async findProvider(manager: EntityManager, dto: RenewalBillingDto): Promise<ProviderRow | null> {
    if (dto.providerId !== undefined) {
      const [row]: ProviderRow[] = await manager.query(
        'SELECT id, firmenname, email FROM providers WHERE id = ?',
        [dto.providerId],
      );
      if (!row) throw new RenewalProviderNotFound();
      return row;
    }
    const byEmail: ProviderRow[] = await manager.query(
      'SELECT id, firmenname, email FROM providers WHERE LOWER(email) = ? ORDER BY id LIMIT 2',
      [dto.providerEmail.toLowerCase()],
    );
    if (byEmail.length === 1) return byEmail[0];
    const byName: ProviderRow[] = await manager.query(
      'SELECT id, firmenname, email FROM providers WHERE LOWER(firmenname) = ? ORDER BY id LIMIT 2',
      [dto.providerName.toLowerCase()],
    );
    return byName.length === 1 ? byName[0] : null;
  }
}
