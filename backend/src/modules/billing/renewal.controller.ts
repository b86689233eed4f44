import { Body, Get, Param, Post } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { ClientIp, PublicRoute } from '../../common/decorators/access.decorators';
import { BillingService } from './billing.service';
import { RenewalBillingDto } from './dto/renewal-billing.dto';

@ApiController('Verlängerung', 'api/renewal')
export class RenewalController {
  constructor(private readonly billing: BillingService) {}

  @PublicRoute(Post('billing-info'), 'Rechnungsdaten für die Verlängerung eines Eintrags senden', {
    created: 'RenewalBillingResponse',
    errors: [404, 429],
  })
  submitBillingInfo(@Body() dto: RenewalBillingDto, @ClientIp() ip: string) {
    return this.billing.submitBillingInfo(dto, ip);
  }

  @PublicRoute(Get('provider/:id'), 'Anbieterdaten für die Verlängerungsseite', { ok: 'RenewalProviderInfo' })
  provider(@Param('id') id: string) {
    return this.billing.providerInfo(id);
  }
}
