import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
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

@Controller('api')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  @Post('auth/register')
  @CatalogNeutral()
  @Public()
  async register(@Body() dto: RegisterDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.register(dto, ip) };
  }

  @Post('auth/login')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  async login(@Body() dto: LoginDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.login(dto, ip) };
  }

  @Get('profile/me')
  @LoggedIn()
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.identity.getProfile(user.id);
  }

  @Put('profile/me')
  @LoggedIn()
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    return this.identity.updateProfile(user.id, dto);
  }
}
