import type { ContactRequest } from '@event-kompass/shared-types';
import { EmailField, RequiredText } from '../../../common/pipes/fields';

export class ContactDto implements ContactRequest {
  @RequiredText('Name', { max: 200 })
  name!: string;

  @EmailField('E-Mail')
  email!: string;

  @RequiredText('Nachricht', { max: 5000 })
  message!: string;
}
