/** The privacy module's public surface: the GDPR data export. */
export { PrivacyModule } from './privacy.module';
