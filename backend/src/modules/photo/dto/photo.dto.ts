import { FIELD_LIMITS, type PhotoOrderRequest } from '@event-kompass/shared-types';
import { IdListField, OptionalText } from '../../../common/pipes/fields';

export class PhotoOrderDto implements PhotoOrderRequest {
  @IdListField('Reihenfolge')
  ids!: number[];
}

/** `PUT …/photos/{photoId}` (`PhotoUpdateRequest`); blank clears the text. */
export class PhotoUpdateDto {
  @OptionalText('Alternativtext', { max: FIELD_LIMITS.photoAlt })
  alt?: string | null;
}
