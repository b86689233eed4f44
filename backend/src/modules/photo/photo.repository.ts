import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { rowReader } from '../../database/row-reader';
import { countFromRow, type Row } from '../../database/row-values';
import { insertRow } from '../../database/insert-row';
import { ProviderPhotoEntity } from './entities/provider-photo.entity';

const PHOTO = rowReader(ProviderPhotoEntity, 'f', [
  'id',
  'providerId',
  'position',
  'datei',
  'dateiKlein',
  'breite',
  'hoehe',
  'alt',
]);

/** A photo row as the module works with it. */
export type PhotoRecord = ReturnType<typeof PHOTO.read>;

/** The only code that touches `provider_photos`. */
@Injectable()
export class PhotoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findOfProvider(providerId: number, manager: EntityManager = this.db.manager): Promise<PhotoRecord[]> {
    const rows = await manager.query<Row[]>(
      `SELECT ${PHOTO.columns} FROM provider_photos f WHERE f.provider_id = ? ORDER BY f.position, f.id`,
      [providerId],
    );
    return rows.map(PHOTO.read);
  }

  /** Every photo, by provider, in order: what the public lists are built from. */
  async findAll(): Promise<Map<number, PhotoRecord[]>> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${PHOTO.columns} FROM provider_photos f ORDER BY f.provider_id, f.position, f.id`,
    );
    const byProvider = new Map<number, PhotoRecord[]>();
    for (const row of rows) {
      const record = PHOTO.read(row);
      const list = byProvider.get(record.providerId) ?? [];
      list.push(record);
      byProvider.set(record.providerId, list);
    }
    return byProvider;
  }

  async count(providerId: number, manager: EntityManager = this.db.manager): Promise<number> {
    const [row] = await manager.query<Row[]>(
      'SELECT COUNT(*) AS n FROM provider_photos WHERE provider_id = ?',
      [providerId],
    );
    return countFromRow(row?.n);
  }

  async insert(manager: EntityManager, photo: Omit<ProviderPhotoEntity, 'id' | 'provider'>): Promise<number> {
    const { id } = await insertRow(manager, ProviderPhotoEntity, photo);
    if (id === null) throw new Error('Das neue Foto hat keine ID erhalten.');
    return id;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(ProviderPhotoEntity, { id });
  }

  async setPosition(manager: EntityManager, id: number, position: number): Promise<void> {
    await manager.update(ProviderPhotoEntity, { id }, { position });
  }

  async setAlt(manager: EntityManager, id: number, alt: string): Promise<void> {
    await manager.update(ProviderPhotoEntity, { id }, { alt });
  }

  /** Whether any row still names this file (the same image may be uploaded twice). */
  async fileInUse(name: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await manager.query<Row[]>(
      'SELECT id FROM provider_photos WHERE datei = ? OR datei_klein = ? LIMIT 1',
      [name, name],
    );
    return rows.length > 0;
  }

  /** Every file name any row names (the sweep of orphaned files keeps these). */
  async allFileNames(): Promise<Set<string>> {
    const rows = await this.db.query<Row[]>('SELECT datei, datei_klein FROM provider_photos');
    return new Set(rows.flatMap((row) => [String(row.datei), String(row.datei_klein)]));
  }
}
