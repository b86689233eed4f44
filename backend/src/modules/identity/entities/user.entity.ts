import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  vorname!: string;

  @Column({ type: 'varchar', length: 100 })
  nachname!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive on both engines. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  handynummer!: string | null;

  @Column({ name: 'passwort_hash', type: 'varchar', length: 255 })
  passwortHash!: string;

  @Column({ name: 'ist_admin', type: 'boolean', default: false })
  istAdmin!: boolean;

  /** Raised on password or admin-right changes; tokens carrying an older value are refused. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
