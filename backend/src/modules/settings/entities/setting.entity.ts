import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('settings')
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  schluessel!: string;

  @Column({ type: 'varchar', length: 500 })
  wert!: string;
}
