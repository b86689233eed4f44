import { Body, Delete, Get, Inject, Post, Put, Query, Redirect } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import {
  type AuthUser,
  ClientIp,
  CurrentUser,
  PublicRoute,
  UserRoute,
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

@ApiController('Konto', 'api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly links: AccountLinkService,
    private readonly reminders: ReminderConsentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicRoute(Post('auth/register'), 'Registrieren; antwortet mit dem Token', {
    created: 'TokenResponse',
    errors: [409, 429],
    catalogNeutral: true,
  })
  async register(@Body() dto: RegisterDto, @ClientIp() ip: string) {
    return { token: await this.identity.register(dto, ip) };
  }

  @PublicRoute(Post('auth/login'), 'Anmelden; antwortet mit dem Token', {
    ok: 'TokenResponse',
    errors: [401, 429],
    catalogNeutral: true,
  })
  async login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return { token: await this.identity.login(dto, ip) };
  }

  @PublicRoute(
    Post('auth/password-reset'),
    'Passwort vergessen: schickt einen Link (60 Minuten); dieselbe Antwort für jede Adresse',
    { ok: 'MessageResponse', errors: [429], catalogNeutral: true },
  )
  requestReset(@Body() dto: PasswordResetDto, @ClientIp() ip: string) {
    return this.links.requestReset(dto, ip);
  }

  @PublicRoute(
    Post('auth/password-reset/check'),
    'Prüft einen Link aus einer E-Mail (Passwort zurücksetzen oder Konto einrichten)',
    { ok: 'AccountLinkInfo', errors: [429], catalogNeutral: true },
  )
  checkLink(@Body() dto: AccountLinkDto, @ClientIp() ip: string) {
    return this.links.check(dto, ip);
  }

  @PublicRoute(
    Post('auth/password-reset/confirm'),
    'Setzt mit einem Link das Passwort (oder richtet das Konto ein), beendet andere Sitzungen und meldet an',
    { ok: 'PasswordResetConfirmResponse', errors: [409, 429], catalogNeutral: true },
  )
  confirmReset(@Body() dto: PasswordResetConfirmDto, @ClientIp() ip: string) {
    return this.links.confirm(dto, ip);
  }

  @PublicRoute(
    Post('auth/verify-email'),
    'Bestätigt eine E-Mail-Adresse mit dem Link aus der Mail (neue Adresse: mit neuem Token)',
    { ok: 'VerifyEmailResponse', errors: [409, 429], catalogNeutral: true },
  )
  verifyEmail(@Body() dto: AccountLinkDto, @ClientIp() ip: string) {
    return this.links.confirmEmail(dto, ip);
  }

  @UserRoute(Post('profile/me/verify-email'), 'Schickt den Bestätigungslink für die eigene Adresse erneut', {
    ok: 'MessageResponse',
    errors: [400, 429],
    catalogNeutral: true,
  })
  resendConfirmation(@CurrentUser() user: AuthUser) {
    return this.links.resendConfirmation(user.id);
  }

  @UserRoute(Get('profile/me'), 'Eigenes Profil', { ok: 'User' })
  me(@CurrentUser() user: AuthUser) {
    return this.identity.getProfile(user.id);
  }

  @UserRoute(Put('profile/me'), 'Eigenes Profil ändern; antwortet mit neuem Token', {
    ok: 'ProfileUpdateResponse',
    errors: [409, 429],
  })
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto) {
    return this.identity.updateProfile(user.id, dto);
  }

  @UserRoute(
    Delete('profile/me'),
    'Löscht das eigene Konto (mit Passwort); Bewertungen bleiben als „ehemaliger Nutzer“, Anfragen werden gelöscht',
    { ok: 'MessageResponse', errors: [409, 429] },
  )
  deleteMe(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto) {
    return this.identity.deleteOwnAccount(user.id, dto);
  }

  @PublicRoute(
    Post('reminders/unsubscribe'),
    'Bestellt Bewertungserinnerungen ab (Ein-Klick-Abmeldung nach RFC 8058, ohne Anmeldung)',
    { ok: 'MessageResponse', catalogNeutral: true },
  )
  unsubscribe(@Query() query: UnsubscribeDto) {
    return this.reminders.unsubscribe(query.token);
  }

  /**
   * Opened in a browser, the List-Unsubscribe address only leads to the storefront's page and
   * changes nothing: mail scanners fetch links with GET, and RFC 8058 forbids acting on that.
   */
  @PublicRoute(Get('reminders/unsubscribe'), 'Leitet zur Abmeldeseite der Storefront weiter (ändert nichts)')
  @ApiResponse({ status: 303, description: 'Weiterleitung zu /erinnerungen/abbestellen der Storefront.' })
  @Redirect(undefined, 303)
  unsubscribePage(@Query() query: UnsubscribeDto): { url: string } {
    return {
      url: unsubscribePageUrl(this.config, query.token),
    };
  }
}
