import { Get, Param } from '@nestjs/common';
import type { ProviderInvoice } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InvoiceService } from '../billing';
import { OwnListingService } from '../provider';

/** "Mein Eintrag" → "Rechnungen": the invoices of an own listing; another's answers 404. */
@ApiController('Mein Eintrag', 'api/profile/provider')
export class WorkspaceInvoicesController {
  constructor(
    private readonly ownListings: OwnListingService,
    private readonly invoices: InvoiceService,
  ) {}

  @ApiRoute('Rechnungen des eigenen Eintrags mit Status und PDF-Link', {
    ok: ['ProviderInvoice'],
    errors: [404],
  })
  @Get(':id/rechnungen')
  @LoggedIn()
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ProviderInvoice[]> {
    await this.ownListings.assertOwned(user, id);
    return this.invoices.listForProvider(id);
  }
}
