import { Entity, PrimaryColumn } from 'typeorm';
import { Col } from '../../../database/column-decorators';

@Entity('settings')
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  schluessel!: string;

  @Col.ShortText(500) wert!: string;
}
