import type { MessageResponse } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** A success answer that only confirms, for the API reference. */
export class MessageBody implements MessageResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;
}
