import { Injectable } from '@nestjs/common';
import type { OwnListing } from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { InquiryThreadService } from '../inquiry';
import { type OwnListingBase, OwnListingService, type OwnListingUpdateDto } from '../provider';

/** The provider's own listings with their inbox counts: the provider and inquiry modules' views joined. */
@Injectable()
export class WorkspaceService {
  constructor(
    private readonly ownListings: OwnListingService,
    private readonly threads: InquiryThreadService,
  ) {}

  async listOwn(user: AuthUser): Promise<OwnListing[]> {
    return this.withCounts(await this.ownListings.listOwn(user));
  }

  async update(user: AuthUser, id: number, dto: OwnListingUpdateDto): Promise<OwnListing> {
    const [listing] = await this.withCounts([await this.ownListings.updateOwn(user, id, dto)]);
    return listing;
  }

  private async withCounts(listings: OwnListingBase[]): Promise<OwnListing[]> {
    const counts = await this.threads.statusCounts(listings.map((listing) => listing.id));
    return listings.map((listing) => {
      const count = counts.get(listing.id);
      return { ...listing, neue_anfragen: count?.fresh ?? 0, anfragen_gesamt: count?.all ?? 0 };
    });
  }
}
