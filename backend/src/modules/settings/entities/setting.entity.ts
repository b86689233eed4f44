import { Entity, PrimaryColumn } from 'typeorm';
import { ShortTextColumn } from '../../../database/column-decorators';

@Entity('settings')
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  schluessel!: string;

  @ShortTextColumn(500) wert!: string;
}
