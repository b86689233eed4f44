import { Get } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { WorkspaceApi } from './workspace-api';
import { InvoiceService } from '../billing';
import { OwnListingService } from '../provider';
import { PathId } from '../../common/pipes/id-param.pipe';

/** "Mein Eintrag" → "Rechnungen": the invoices of an own listing; another's answers 404. */
@WorkspaceApi()
export class WorkspaceInvoicesController {
  constructor(
    private readonly ownListings: OwnListingService,
    private readonly invoices: InvoiceService,
  ) {}

  @UserRoute(Get(':id/rechnungen'), 'Rechnungen des eigenen Eintrags mit Status und PDF-Link', {
    ok: ['ProviderInvoice'],
    errors: [404],
  })
  async list(@CurrentUser() user: AuthUser, @PathId() id: number) {
    await this.ownListings.assertOwned(user, id);
    return this.invoices.listForProvider(id);
  }
}
