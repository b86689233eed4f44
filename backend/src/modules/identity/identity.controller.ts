import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query, Redirect } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type {
  AccountLinkInfo,
  MessageResponse,
  PasswordResetConfirmResponse,
  ProfileUpdateResponse,
  TokenResponse,
  User,
  VerifyEmailResponse,
} from '@event-kompass/shared-types';
import {
  type AuthUser,
  ClientIp,
  CurrentUser,
  LoggedIn,
  Public,
} from '../../common/decorators/access.decorators';
import {
  AccountLinkDto,
  DeleteAccountDto,
  LoginDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  RegisterDto,
  UnsubscribeDto,
  UpdateProfileDto,
} from './dto/auth.dto';
import { unsubscribePageUrl } from '../mail';
import { ReminderConsentService } from './reminder-consent';
import { AccountLinkService } from './account-link.service';
import { IdentityService } from './identity.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Konto')
@Controller('api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly links: AccountLinkService,
    private readonly reminders: ReminderConsentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute('Registrieren; antwortet mit dem Token', { created: 'TokenResponse', errors: [409, 429] })
  @Post('auth/register')
  @CatalogNeutral()
  @Public()
  async register(@Body() dto: RegisterDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.register(dto, ip) };
  }

  @ApiRoute('Anmelden; antwortet mit dem Token', { ok: 'TokenResponse', errors: [401, 429] })
  @Post('auth/login')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  async login(@Body() dto: LoginDto, @ClientIp() ip: string): Promise<TokenResponse> {
    return { token: await this.identity.login(dto, ip) };
  }

  @ApiRoute('Passwort vergessen: schickt einen Link (60 Minuten); dieselbe Antwort für jede Adresse', {
    ok: 'MessageResponse',
    errors: [429],
  })
  @Post('auth/password-reset')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  requestReset(@Body() dto: PasswordResetDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.links.requestReset(dto, ip);
  }

  @ApiRoute('Prüft einen Link aus einer E-Mail (Passwort zurücksetzen oder Konto einrichten)', {
    ok: 'AccountLinkInfo',
    errors: [429],
  })
  @Post('auth/password-reset/check')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  checkLink(@Body() dto: AccountLinkDto, @ClientIp() ip: string): Promise<AccountLinkInfo> {
    return this.links.check(dto, ip);
  }

  @ApiRoute(
    'Setzt mit einem Link das Passwort (oder richtet das Konto ein), beendet andere Sitzungen und meldet an',
    {
      ok: 'PasswordResetConfirmResponse',
      errors: [409, 429],
    },
  )
  @Post('auth/password-reset/confirm')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  confirmReset(
    @Body() dto: PasswordResetConfirmDto,
    @ClientIp() ip: string,
  ): Promise<PasswordResetConfirmResponse> {
    return this.links.confirm(dto, ip);
  }

  @ApiRoute('Bestätigt eine E-Mail-Adresse mit dem Link aus der Mail (neue Adresse: mit neuem Token)', {
    ok: 'VerifyEmailResponse',
    errors: [409, 429],
  })
  @Post('auth/verify-email')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  verifyEmail(@Body() dto: AccountLinkDto, @ClientIp() ip: string): Promise<VerifyEmailResponse> {
    return this.links.confirmEmail(dto, ip);
  }

  @ApiRoute('Schickt den Bestätigungslink für die eigene Adresse erneut', {
    ok: 'MessageResponse',
    errors: [400, 429],
  })
  @Post('profile/me/verify-email')
  @CatalogNeutral()
  @HttpCode(200)
  @LoggedIn()
  resendConfirmation(@CurrentUser() user: AuthUser): Promise<MessageResponse> {
    return this.links.resendConfirmation(user.id);
  }

  @ApiRoute('Eigenes Profil', { ok: 'User' })
  @Get('profile/me')
  @LoggedIn()
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.identity.getProfile(user.id);
  }

  @ApiRoute('Eigenes Profil ändern; antwortet mit neuem Token', {
    ok: 'ProfileUpdateResponse',
    errors: [409, 429],
  })
  @Put('profile/me')
  @LoggedIn()
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    return this.identity.updateProfile(user.id, dto);
  }

  @ApiRoute(
    'Löscht das eigene Konto (mit Passwort); Bewertungen bleiben als „ehemaliger Nutzer“, Anfragen werden gelöscht',
    { ok: 'MessageResponse', errors: [409, 429] },
  )
  @Delete('profile/me')
  @HttpCode(200)
  @LoggedIn()
  deleteMe(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto): Promise<MessageResponse> {
    return this.identity.deleteOwnAccount(user.id, dto);
  }

  @ApiRoute('Bestellt Bewertungserinnerungen ab (Ein-Klick-Abmeldung nach RFC 8058, ohne Anmeldung)', {
    ok: 'MessageResponse',
  })
  @Post('reminders/unsubscribe')
  @CatalogNeutral()
  @HttpCode(200)
  @Public()
  unsubscribe(@Query() query: UnsubscribeDto): Promise<MessageResponse> {
    return this.reminders.unsubscribe(query.token);
  }

  /**
   * Opened in a browser, the List-Unsubscribe address only leads to the storefront's page and
   * changes nothing: mail scanners fetch links with GET, and RFC 8058 forbids acting on that.
   */
  @ApiRoute('Leitet zur Abmeldeseite der Storefront weiter (ändert nichts)')
  @ApiResponse({ status: 303, description: 'Weiterleitung zu /erinnerungen/abbestellen der Storefront.' })
  @Get('reminders/unsubscribe')
  @Redirect(undefined, 303)
  @Public()
  unsubscribePage(@Query() query: UnsubscribeDto): { url: string } {
    return {
      url: unsubscribePageUrl(this.config, query.token),
    };
  }
}
