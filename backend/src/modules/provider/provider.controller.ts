import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { MessageResponse, PublicProvider } from '@event-kompass/shared-types';
import { ClientIp, Public } from '../../common/decorators/access.decorators';
import { CategoryNotFound } from '../catalog/catalog.errors';
import { ProviderApplicationDto } from './dto/provider-application.dto';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { ProviderNotFound } from './provider.errors';
import { ProviderService } from './provider.service';
import { CatalogNeutral, PublicCache } from '../../common/http/http-cache.decorators';

@Controller('api/providers')
export class ProviderController {
  constructor(private readonly providers: ProviderService) {}

  @Post('register')
  @CatalogNeutral()
  @Public()
  apply(@Body() dto: ProviderApplicationDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.providers.apply(dto, ip);
  }

  @Get('category/:id')
  @PublicCache()
  @Public()
  byCategory(
    @Param('id', new PathIdPipe(() => new CategoryNotFound())) categoryId: number,
  ): Promise<PublicProvider[]> {
    return this.providers.listPublicByCategory(categoryId);
  }

  @Get(':id')
  @PublicCache()
  @Public()
  one(@Param('id', new PathIdPipe(() => new ProviderNotFound())) id: number): Promise<PublicProvider> {
    return this.providers.getPublic(id);
  }
}
