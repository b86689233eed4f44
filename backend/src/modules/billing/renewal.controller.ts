import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { RenewalBillingResponse, RenewalProviderInfo } from '@event-kompass/shared-types';
import { ClientIp, Public } from '../../common/decorators/access.decorators';
import { BillingService } from './billing.service';
import { RenewalBillingDto } from './dto/renewal-billing.dto';

@Controller('api/renewal')
export class RenewalController {
  constructor(private readonly billing: BillingService) {}

  @Post('billing-info')
  @Public()
  submitBillingInfo(@Body() dto: RenewalBillingDto, @ClientIp() ip: string): Promise<RenewalBillingResponse> {
    return this.billing.submitBillingInfo(dto, ip);
  }

  @Get('provider/:id')
  @Public()
  provider(@Param('id') id: string): Promise<RenewalProviderInfo> {
    return this.billing.providerInfo(id);
  }
}
