import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { CategoryEntity } from './entities/category.entity';

/** The only code that touches `categories`. */
@Injectable()
export class CategoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findAll(manager: EntityManager = this.db.manager): Promise<CategoryEntity[]> {
    return manager.find(CategoryEntity);
  }

  findById(manager: EntityManager, id: number): Promise<CategoryEntity | null> {
    return manager.findOneBy(CategoryEntity, { id });
  }

  findByIds(manager: EntityManager, ids: number[]): Promise<CategoryEntity[]> {
    return manager.findBy(CategoryEntity, { id: In(ids) });
  }

  findNames(manager: EntityManager): Promise<Pick<CategoryEntity, 'id' | 'name'>[]> {
    return manager.find(CategoryEntity, { select: { id: true, name: true } });
  }

  /** Inserts or updates; a taken name surfaces as the driver's unique violation. */
  save(manager: EntityManager, category: Partial<CategoryEntity>): Promise<CategoryEntity> {
    const repo = manager.getRepository(CategoryEntity);
    return repo.save(repo.create(category));
  }

  async insertMany(manager: EntityManager, categories: Omit<CategoryEntity, 'id'>[]): Promise<void> {
    await manager.insert(CategoryEntity, categories);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(CategoryEntity, { id });
  }

  count(manager: EntityManager): Promise<number> {
    return manager.count(CategoryEntity);
  }
}
