import { Injectable } from '@nestjs/common';
import type { ListingStatistics } from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { InquiryService, ResponseFiguresService } from '../inquiry';
import { OwnListingService } from '../provider';
import { berlinMonth, lastMonths, StatisticsService } from '../statistics';

const MONTHS = 12;

/** "Mein Eintrag" › Statistik: a listing's last twelve months and its response figures. */
@Injectable()
export class WorkspaceStatisticsService {
  constructor(
    private readonly ownListings: OwnListingService,
    private readonly statistics: StatisticsService,
    private readonly inquiries: InquiryService,
    private readonly figures: ResponseFiguresService,
  ) {}

  async forOwner(user: AuthUser, providerId: number, now = new Date()): Promise<ListingStatistics> {
    await this.ownListings.assertOwned(user, providerId);
    const months = lastMonths(MONTHS, now);
    // A day before the first month's start in UTC covers its first Berlin hours; the month check drops the rest.
    const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 86_400_000);
    const [counters, sent, figures] = await Promise.all([
      this.statistics.countersOf(providerId, months),
      this.inquiries.sentTimesSince(providerId, since),
      this.figures.current(providerId, now),
    ]);
    const inquiriesPerMonth = new Map<string, number>();
    for (const at of sent) {
      const month = berlinMonth(new Date(at));
      inquiriesPerMonth.set(month, (inquiriesPerMonth.get(month) ?? 0) + 1);
    }
    return {
      monate: months.map((monat) => {
        const counts = counters.get(monat);
        return {
          monat,
          aufrufe: counts?.aufrufe ?? 0,
          suchtreffer: counts?.suchtreffer ?? 0,
          anfragen: inquiriesPerMonth.get(monat) ?? 0,
          angebote: counts?.angebote ?? 0,
          buchungen: counts?.buchungen ?? 0,
        };
      }),
      ...figures,
    };
  }
}
