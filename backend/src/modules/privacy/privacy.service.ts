import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ExportedListing, PersonalDataExport } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { withoutAddresses } from '../../common/text/without-addresses';
import { SqlBackupService } from '../backup';
import { BillingService, InvoiceService } from '../billing';
import { ContactService } from '../contact';
import { AccountRemovalListeners, type DeletedPerson, IdentityService } from '../identity';
import { InquiryThreadService } from '../inquiry';
import { OutboxService } from '../mail';
import { PhotoService } from '../photo';
import { type OwnListingBase, OwnListingService } from '../provider';
import { ReportService } from '../report';
import { ReviewService } from '../review';

/**
 * "Meine Daten herunterladen" (GDPR Art. 15 and 20): what each owner module stores about the
 * account, in the API's own field names, as one machine-readable JSON document. And "Konto
 * löschen" (Art. 17) beyond identity's own rows: each module forgets its part, inside the
 * deleting transaction. Rows found by e-mail address count only once the account confirmed it:
 * anyone can type any address into the contact or report form.
 */
@Injectable()
export class PrivacyService implements OnModuleInit {
  private readonly logger = new Logger('Datenschutz');

  constructor(
    private readonly identity: IdentityService,
    private readonly threads: InquiryThreadService,
    private readonly reviews: ReviewService,
    private readonly ownListings: OwnListingService,
    private readonly photos: PhotoService,
    private readonly outbox: OutboxService,
    private readonly reports: ReportService,
    private readonly contact: ContactService,
    private readonly billing: BillingService,
    private readonly invoices: InvoiceService,
    private readonly backups: SqlBackupService,
    private readonly removal: AccountRemovalListeners,
  ) {}

  onModuleInit(): void {
    this.removal.register((manager, person) => this.forget(manager, person));
  }

  async exportFor(user: AuthUser, now = new Date()): Promise<PersonalDataExport> {
    const account = await this.identity.exportAccount(user.id);
    const confirmedEmail = account.emailBestaetigtAm !== null ? account.email : null;
    const [anfragen, bewertungen, listings, mails, pendingEmail, meldungen, kontaktnachrichten] =
      await Promise.all([
        this.threads.exportOwn(user.id),
        this.reviews.exportOwn(user.id),
        this.ownListings.listOwn(user),
        this.outbox.mailsTo(account.email),
        this.identity.pendingEmailChange(account.id),
        this.reports.reportsOf(account.id, confirmedEmail),
        confirmedEmail === null ? Promise.resolve([]) : this.contact.messagesFrom(confirmedEmail),
      ]);
    const listingIds = listings.map((listing) => listing.id);
    const [eintraege, nachrichten_als_anbieter, rechnungsdaten, rechnungen] = await Promise.all([
      Promise.all(listings.map((listing) => this.exportListing(listing))),
      this.threads.exportProviderMessages(listingIds),
      this.billing.billingDataFor(listingIds, confirmedEmail),
      Promise.all(listingIds.map((id) => this.invoices.listForProvider(id))).then((lists) => lists.flat()),
    ]);
    return {
      exportiert_am: now.toISOString(),
      hinweis:
        'Alle zu Ihrem Konto gespeicherten Daten (Art. 15 und 20 DSGVO). Passwörter speichern wir nur als nicht umkehrbaren Hash; er ist nicht enthalten.',
      konto: {
        id: account.id,
        vorname: account.vorname,
        nachname: account.nachname,
        email: account.email,
        handynummer: account.handynummer,
        ist_admin: account.istAdmin,
        erstellt_am: account.erstelltAm.toISOString(),
        email_bestaetigt_am: account.emailBestaetigtAm?.toISOString() ?? null,
        neue_email_ausstehend: pendingEmail,
      },
      einwilligungen: [
        {
          zweck: 'Bewertungserinnerungen per E-Mail',
          erteilt: account.erinnerungenErlaubtAm !== null,
          erteilt_am: account.erinnerungenErlaubtAm?.toISOString() ?? null,
        },
      ],
      anfragen,
      bewertungen,
      eintraege,
      nachrichten_als_anbieter,
      meldungen,
      kontaktnachrichten,
      rechnungsdaten,
      rechnungen,
      // Subjects and dates only: the texts repeat data listed above, and link mails lose theirs once sent.
      e_mails: mails.map((mail) => ({
        betreff: mail.subject,
        erstellt_am: mail.createdAt.toISOString(),
        versendet_am: mail.sentAt?.toISOString() ?? null,
      })),
    };
  }

  private async exportListing(listing: OwnListingBase): Promise<ExportedListing> {
    const [fotos, belegte_tage] = await Promise.all([
      this.photos.photosOf(listing.id),
      this.ownListings.allTakenDays(listing.id),
    ]);
    return { ...listing, fotos: fotos.map((photo) => ({ url: photo.url, alt: photo.alt })), belegte_tage };
  }

  /**
   * What the deletion of an account forgets beyond identity's rows. Kept on purpose: billing data
   * from the renewal page until its retention period ends, and invoices for 8 years (commercial
   * and tax law; the privacy page names both), reviews without an author, and the listings, which stay with the operator
   * without the person's contact data.
   */
  private async forget(manager: EntityManager, person: DeletedPerson): Promise<() => Promise<void>> {
    const confirmedEmail = person.emailConfirmed ? person.email : null;
    await this.ownListings.releaseFromDeletedOwner(manager, {
      id: person.id,
      email: person.email,
      emailConfirmed: person.emailConfirmed,
      otherEmails: person.pendingEmails,
      handynummer: person.handynummer,
    });
    await this.reports.forgetReporter(manager, person.id, confirmedEmail);
    if (confirmedEmail !== null) await this.contact.forgetSender(manager, confirmedEmail);
    const addresses = [person.email, ...person.pendingEmails];
    return async () => {
      // The account is gone by now: a file that cannot be removed is the operator's to see in the
      // log, not a failed deletion for the person.
      await this.backups.forgetInSafetyCopies(addresses).catch((error: unknown) => {
        this.logger.warn(
          `Sicherungskopien vor einem Import konnten nicht bereinigt werden: ${withoutAddresses(String(error))}`,
        );
      });
    };
  }
}
