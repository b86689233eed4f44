import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { ProfileUpdateBody, TokenBody, UserBody } from './dto/identity.responses';
import type { ProfileUpdateResponse, TokenResponse, User } from '@event-kompass/shared-types';
import {
  type AuthUser,
  ClientIp,
  CurrentUser,
  LoggedIn,
  Public,
} from '../../common/decorators/access.decorators';
import { LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto';
import { IdentityService } from './identity.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Konto')
@Controller('api')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  @ApiRoute('Registrieren; antwortet mit dem Token', { created: TokenBody, errors: [409, 429] })
  @Post('auth/register')
  @CatalogNeutral()
  @Public()
  async register(@Body() dto: RegisterDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.register(dto, ip) };
  }

  @ApiRoute('Anmelden; antwortet mit dem Token', { ok: TokenBody, errors: [401, 429] })
  @Post('auth/login')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  async login(@Body() dto: LoginDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.login(dto, ip) };
  }

  @ApiRoute('Eigenes Profil', { ok: UserBody })
  @Get('profile/me')
  @LoggedIn()
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.identity.getProfile(user.id);
  }

  @ApiRoute('Eigenes Profil ändern; antwortet mit neuem Token', { ok: ProfileUpdateBody, errors: [409] })
  @Put('profile/me')
  @LoggedIn()
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    return this.identity.updateProfile(user.id, dto);
  }
}
