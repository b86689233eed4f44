import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import type { AdminUpdateUserRequest, MessageResponse, User } from '@event-kompass/shared-types';
import { AdminOnly, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import {
  BooleanField,
  EmailField,
  OptionalText,
  PasswordField,
  RequiredText,
} from '../../common/pipes/fields';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { AdminUsersService } from './admin-users.service';

/** Kept beside its only route (identity/dto belongs to the identity core). */
export class AdminUpdateUserDto implements AdminUpdateUserRequest {
  @RequiredText('Vorname', { max: 100 })
  vorname!: string;

  @RequiredText('Nachname', { max: 100 })
  nachname!: string;

  @EmailField()
  email!: string;

  @OptionalText('Handynummer', { max: 40 })
  handynummer?: string | null;

  /** Empty or missing keeps the current password. */
  @PasswordField('Passwort', { optional: true })
  passwort?: string | null;

  @BooleanField('Admin')
  ist_admin!: boolean;
}

@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @AdminOnly()
  list(): Promise<User[]> {
    return this.users.list();
  }

  @Put(':id')
  @AdminOnly()
  update(
    @CurrentUser() admin: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AdminUpdateUserDto,
  ): Promise<User> {
    return this.users.update(admin.id, id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  delete(@CurrentUser() admin: AuthUser, @Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.users.delete(admin.id, id);
  }
}
