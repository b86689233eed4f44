import { FIELD_LIMITS, type ContactRequest } from '@event-kompass/shared-types';
import { EmailField, RequiredText } from '../../../common/pipes/fields';

export class ContactDto implements ContactRequest {
  @RequiredText('Name', { max: FIELD_LIMITS.contactName })
  name!: string;

  @EmailField('E-Mail')
  email!: string;

  @RequiredText('Nachricht', { max: FIELD_LIMITS.contactMessage })
  message!: string;
}
