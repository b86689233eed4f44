import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import type { AdminProvider, ExpiringProvider, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { AdminProviderService } from './admin-provider.service';
import { AdminUpdateProviderDto } from './dto/admin-update-provider.dto';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { ProviderNotFound } from './provider.errors';

const providerId = new PathIdPipe(() => new ProviderNotFound());

@Controller('api/admin')
@AdminOnly()
export class AdminProviderController {
  constructor(private readonly providers: AdminProviderService) {}

  @Get('providers/all')
  all(): Promise<AdminProvider[]> {
    return this.providers.listAll();
  }

  @Put('providers/:id')
  update(@Param('id', providerId) id: number, @Body() dto: AdminUpdateProviderDto): Promise<AdminProvider> {
    return this.providers.update(id, dto);
  }

  @Delete('providers/:id')
  remove(@Param('id', providerId) id: number): Promise<MessageResponse> {
    return this.providers.remove(id);
  }

  @Get('expiring-providers')
  expiring(): Promise<ExpiringProvider[]> {
    return this.providers.listExpiring();
  }
}
