import { Inject, Injectable } from '@nestjs/common';
import type { SiteInfo } from '@event-kompass/shared-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The operator data of the legal pages; configuration, never code (docs/decisions.md: Betreiberdaten). */
@Injectable()
export class SiteService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  info(): SiteInfo {
    return {
      operator_name: this.config.operatorName,
      operator_address: this.config.operatorAddress,
      operator_email: this.config.operatorEmail,
      operator_phone: this.config.operatorPhone,
      operator_legal_form: this.config.operatorLegalForm,
      operator_representative: this.config.operatorRepresentative,
      operator_register: this.config.operatorRegister,
      operator_vat_id: this.config.operatorVatId,
      public_url: this.config.publicUrl,
    };
  }
}
