import { Body, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { AdminRoute, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
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
export class AdminDirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly adminProviders: AdminProviderService,
    private readonly providers: ProviderService,
    private readonly catalog: CatalogService,
    private readonly moderation: ModerationService,
  ) {}

  @AdminRoute(Get('providers/all'), 'Alle Anbieter, auch nicht freigeschaltete', { ok: ['AdminProvider'] })
  all() {
    return this.directory.listForAdmin();
  }

  @AdminRoute(
    Put('providers/:id'),
    'Anbieter ändern, freischalten oder sperren (Sperren mit Begründung an den Anbieter, DSA Art. 17)',
    { ok: 'AdminProvider' },
  )
  update(
    @Param('id', providerId) id: number,
    @Body() dto: AdminUpdateProviderDto,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.directory.update(id, dto, this.moderation.listingTakenOffline(id, admin, dto.begruendung));
  }

  @AdminRoute(Post('providers/:id/renew'), 'Eintrag um ein Jahr verlängern', { ok: 'RenewProviderResponse' })
  renew(@Param('id', providerId) id: number) {
    return this.directory.renew(id);
  }

  @AdminRoute(
    Delete('providers/:id'),
    'Anbieter löschen (mit Begründung an den Anbieter, DSA Art. 17; ohne Text eine allgemeine)',
    { ok: 'MessageResponse' },
  )
  remove(@Param('id', providerId) id: number, @Body() dto: AdminRemovalDto, @CurrentUser() admin: AuthUser) {
    return this.moderation.removeListing(id, admin, dto.begruendung);
  }

  @AdminRoute(Get('expiring-providers'), 'Anbieter, deren Eintrag bald abläuft', { ok: ['ExpiringProvider'] })
  expiring() {
    return this.adminProviders.listExpiring();
  }

  @AdminRoute(Post('categories'), 'Kategorie anlegen', { created: 'Category', errors: [409] })
  createCategory(@Body() dto: CreateCategoryDto) {
    return this.catalog.createCategory(dto);
  }

  @AdminRoute(Put('categories/:id'), 'Kategorie ändern', { ok: 'Category', errors: [409] })
  updateCategory(@Param('id', categoryId) id: number, @Body() dto: UpdateCategoryDto) {
    return this.catalog.updateCategory(id, dto, this.providers.categoryUsage);
  }

  @AdminRoute(Delete('categories/:id'), 'Kategorie löschen (nur ohne Anbieter)', {
    ok: 'MessageResponse',
    errors: [409],
  })
  removeCategory(@Param('id', categoryId) id: number) {
    return this.catalog.deleteCategory(id, this.providers.categoryUsage);
  }
}
