import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { EmailConfirmationGate } from './email-confirmation.gate';
import { AccessGuard } from './access.guard';
import { AccountRemovalListeners, AdminAccountRemovalListeners } from './account-removal';
import { AccountLinkService } from './account-link.service';
import { AccountTokenRepository } from './account-token.repository';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { PasswordHasher } from './password-hasher';
import { ReminderConsentService } from './reminder-consent';
import { TokenService } from './token.service';
import { UserRepository } from './user.repository';

@Module({
  imports: [
    MailModule,
    SettingsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it
        // as a public key on every verify, which was the costliest step of a logged-in request.
        // @nestjs/jwt types the secret as string | Buffer but hands it to jsonwebtoken unchanged.
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [IdentityController, AdminUsersController],
  providers: [
    IdentityService,
    AccountLinkService,
    AccountTokenRepository,
    AccountRemovalListeners,
    AdminAccountRemovalListeners,
    EmailConfirmationGate,
    AdminUsersService,
    PasswordHasher,
    ReminderConsentService,
    TokenService,
    UserRepository,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [
    IdentityService,
    AccountLinkService,
    AccountRemovalListeners,
    AdminAccountRemovalListeners,
    EmailConfirmationGate,
    PasswordHasher,
    ReminderConsentService,
  ],
})
export class IdentityModule {}
