import { Injectable } from '@nestjs/common';
import { RESPONSE_WINDOW_DAYS } from '@event-kompass/shared-types';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { ProviderService } from '../provider';
import { InquiryRepository } from './inquiry.repository';
import { type ResponseFigures, responseFigures } from './response-figures';

const DAY_MS = 86_400_000;

/**
 * Keeps each listing's response figures (providers.antwortzeit_stunden, antwortquote) up to date,
 * so the lists and the search read a column instead of aggregating inquiries per query. Refreshed
 * for one listing when it answers an inquiry for the first time, and for all by the daily job (the
 * window moves, unanswered inquiries pass the 48 hours). A changed figure changes public answers:
 * the public cache (and with it the catalog) is renewed then, and only then.
 */
@Injectable()
export class ResponseFiguresService {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly providers: ProviderService,
    private readonly answers: PublicResponseCache,
  ) {}

  /** Recomputes the figures of `providerIds` (all listings without); how many changed. */
  async refresh(providerIds?: readonly number[], now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
    const [times, stored] = await Promise.all([
      this.inquiries.answerTimesSince(since, providerIds),
      this.providers.responseFiguresSet(),
    ]);
    const ids = new Set<number>(providerIds ?? [...times.keys(), ...stored.keys()]);
    let changed = 0;
    for (const id of ids) {
      const figures = responseFigures(times.get(id) ?? [], now.getTime());
      if (sameFigures(figures, stored.get(id))) continue;
      await this.providers.setResponseFigures(id, figures);
      changed += 1;
    }
    if (changed > 0) this.answers.invalidate();
    return changed;
  }

  /** The figures of one listing as they stand now (for its owner's statistics). */
  async current(providerId: number, now = new Date()): Promise<ResponseFigures> {
    const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
    const times = await this.inquiries.answerTimesSince(since, [providerId]);
    return responseFigures(times.get(providerId) ?? [], now.getTime());
  }
}

function sameFigures(a: ResponseFigures, b: ResponseFigures | undefined): boolean {
  return (
    a.antwortzeit_stunden === (b?.antwortzeit_stunden ?? null) && a.antwortquote === (b?.antwortquote ?? null)
  );
}
