import { Body, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type {
  AdminProvider,
  Category,
  ExpiringProvider,
  MessageResponse,
  RenewProviderResponse,
} from '@event-kompass/shared-types';
import { AdminOnly, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { CatalogService, CategoryNotFound, CreateCategoryDto, UpdateCategoryDto } from '../catalog';
import { AdminProviderService, AdminUpdateProviderDto, ProviderNotFound, ProviderService } from '../provider';
import { AdminRemovalDto } from '../../common/pipes/admin-removal.dto';
import { ModerationService } from '../report';
import { DirectoryService } from './directory.service';

const providerId = new PathIdPipe(() => new ProviderNotFound());
const categoryId = new PathIdPipe(() => new CategoryNotFound());

/** The admin's providers and categories (a category change reaches into its providers). */
@ApiController('Anbieter und Kategorien (Admin)', 'api/admin')
@AdminOnly()
export class AdminDirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly adminProviders: AdminProviderService,
    private readonly providers: ProviderService,
    private readonly catalog: CatalogService,
    private readonly moderation: ModerationService,
  ) {}

  @ApiRoute('Alle Anbieter, auch nicht freigeschaltete', { ok: ['AdminProvider'] })
  @Get('providers/all')
  all(): Promise<AdminProvider[]> {
    return this.directory.listForAdmin();
  }

  @ApiRoute(
    'Anbieter ändern, freischalten oder sperren (Sperren mit Begründung an den Anbieter, DSA Art. 17)',
    { ok: 'AdminProvider' },
  )
  @Put('providers/:id')
  update(
    @Param('id', providerId) id: number,
    @Body() dto: AdminUpdateProviderDto,
    @CurrentUser() admin: AuthUser,
  ): Promise<AdminProvider> {
    return this.directory.update(id, dto, this.moderation.listingTakenOffline(id, admin, dto.begruendung));
  }

  @ApiRoute('Eintrag um ein Jahr verlängern', { ok: 'RenewProviderResponse' })
  @Post('providers/:id/renew')
  @HttpCode(200)
  renew(@Param('id', providerId) id: number): Promise<RenewProviderResponse> {
    return this.directory.renew(id);
  }

  @ApiRoute('Anbieter löschen (mit Begründung an den Anbieter, DSA Art. 17; ohne Text eine allgemeine)', {
    ok: 'MessageResponse',
  })
  @Delete('providers/:id')
  remove(
    @Param('id', providerId) id: number,
    @Body() dto: AdminRemovalDto,
    @CurrentUser() admin: AuthUser,
  ): Promise<MessageResponse> {
    return this.moderation.removeListing(id, admin, dto.begruendung);
  }

  @ApiRoute('Anbieter, deren Eintrag bald abläuft', { ok: ['ExpiringProvider'] })
  @Get('expiring-providers')
  expiring(): Promise<ExpiringProvider[]> {
    return this.adminProviders.listExpiring();
  }

  @ApiRoute('Kategorie anlegen', { created: 'Category', errors: [409] })
  @Post('categories')
  createCategory(@Body() dto: CreateCategoryDto): Promise<Category> {
    return this.catalog.createCategory(dto);
  }

  @ApiRoute('Kategorie ändern', { ok: 'Category', errors: [409] })
  @Put('categories/:id')
  updateCategory(@Param('id', categoryId) id: number, @Body() dto: UpdateCategoryDto): Promise<Category> {
    return this.catalog.updateCategory(id, dto, this.providers.categoryUsage);
  }

  @ApiRoute('Kategorie löschen (nur ohne Anbieter)', { ok: 'MessageResponse', errors: [409] })
  @Delete('categories/:id')
  removeCategory(@Param('id', categoryId) id: number): Promise<MessageResponse> {
    return this.catalog.deleteCategory(id, this.providers.categoryUsage);
  }
}
