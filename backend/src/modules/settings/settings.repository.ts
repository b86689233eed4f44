import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SettingEntity } from './entities/setting.entity';

/** The only code that touches `settings`. */
@Injectable()
export class SettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findAll(): Promise<SettingEntity[]> {
    return this.db.manager.find(SettingEntity);
  }

  async put(manager: EntityManager, key: string, value: string): Promise<void> {
    await manager.upsert(SettingEntity, { schluessel: key, wert: value }, ['schluessel']);
  }
}
