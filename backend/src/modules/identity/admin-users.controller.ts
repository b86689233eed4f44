import { Body, Delete, Get, Put } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import type { AdminUpdateUserRequest } from '@event-kompass/shared-types';
import { AdminRoute, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import { BooleanField } from '../../common/pipes/fields';
import { AccountChangesDto } from './dto/auth.dto';
import { AdminRemovalDto } from '../../common/pipes/admin-removal.dto';
import { PathId } from '../../common/pipes/id-param.pipe';
import { AdminUsersService } from './admin-users.service';

/** Kept beside its only route (identity/dto belongs to the identity core). */
export class AdminUpdateUserDto extends AccountChangesDto implements AdminUpdateUserRequest {
  @BooleanField('Admin')
  ist_admin!: boolean;
}

@ApiController('Konto', 'api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @AdminRoute(Get(), 'Alle Benutzer', { ok: ['User'] })
  list() {
    return this.users.list();
  }

  @AdminRoute(Put(':id'), 'Benutzer ändern (auch Adminrecht und Passwort)', { ok: 'User', errors: [409] })
  update(@CurrentUser() admin: AuthUser, @PathId() id: number, @Body() dto: AdminUpdateUserDto) {
    return this.users.update(admin.id, id, dto);
  }

  @AdminRoute(
    Delete(':id'),
    'Benutzer löschen (mit Begründung an die Person, DSA Art. 17; ohne Text eine allgemeine)',
    { ok: 'MessageResponse' },
  )
  delete(@CurrentUser() admin: AuthUser, @PathId() id: number, @Body() dto: AdminRemovalDto) {
    return this.users.delete(admin.id, id, dto.begruendung);
  }
}
