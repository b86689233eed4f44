/** The identity module's public surface: users, sessions, password hashing. */
export { IdentityModule } from './identity.module';
export { IdentityService, type EnsuredAdmin } from './identity.service';
export { PasswordHasher } from './password-hasher';
export type { UserContact, UserExportRow } from './user.repository';
export { UserEntity } from './entities/user.entity';
export { AccountTokenEntity } from './entities/account-token.entity';
export { AccountLinkService } from './account-link.service';
export { EmailConfirmationGate } from './email-confirmation.gate';
export { AccountRemovalListeners, AdminAccountRemovalListeners, type DeletedPerson } from './account-removal';
export { ReminderConsentService, type ReminderRecipientWithLink } from './reminder-consent';
