import type { StoredBackup } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shape for the API reference; the shared type stays the definition. */
export class StoredBackupBody implements StoredBackup {
  @ApiProperty({
    description: 'Dateiname: die SQL-Sicherung (.sql) oder die Fotos (-uploads.tar.gz).',
    example: 'eventkompass-backup-2026-11-26T02-00-00Z.sql',
  })
  name!: string;

  @ApiProperty({ description: 'Zeitpunkt der Sicherung (ISO, UTC).', example: '2026-11-26T02:00:00.000Z' })
  erstellt_am!: string;

  @ApiProperty({ type: 'integer', description: 'Größe in Bytes.' })
  bytes!: number;
}
