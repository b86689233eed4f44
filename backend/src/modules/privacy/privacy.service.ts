import { Injectable } from '@nestjs/common';
import type { PersonalDataExport } from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { IdentityService } from '../identity';
import { InquiryThreadService } from '../inquiry';
import { OutboxService } from '../mail';
import { OwnListingService } from '../provider';
import { ReviewService } from '../review';

/**
 * "Meine Daten herunterladen" (GDPR Art. 15 and 20): what each owner module stores about the
 * account, in the API's own field names, as one machine-readable JSON document.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly identity: IdentityService,
    private readonly threads: InquiryThreadService,
    private readonly reviews: ReviewService,
    private readonly ownListings: OwnListingService,
    private readonly outbox: OutboxService,
  ) {}

  async exportFor(user: AuthUser, now = new Date()): Promise<PersonalDataExport> {
    const account = await this.identity.exportAccount(user.id);
    const [anfragen, bewertungen, listings, mails] = await Promise.all([
      this.threads.exportOwn(user.id),
      this.reviews.exportOwn(user.id),
      this.ownListings.listOwn(user),
      this.outbox.mailsTo(account.email),
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
      eintraege: listings.map((listing) => ({
        id: listing.id,
        firmenname: listing.firmenname,
        zustand_text: listing.zustand_text,
      })),
      // Subjects and dates only: the texts repeat data listed above, and link mails lose theirs once sent.
      e_mails: mails.map((mail) => ({
        betreff: mail.subject,
        erstellt_am: mail.createdAt.toISOString(),
        versendet_am: mail.sentAt?.toISOString() ?? null,
      })),
    };
  }
}
