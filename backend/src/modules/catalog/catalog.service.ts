import { Injectable } from '@nestjs/common';
import {
  type Category,
  compareGerman,
  DEFAULT_CATEGORY_COLOR,
  type MessageResponse,
  type ProviderCategoryRef,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { isForeignKeyViolation, refusingDuplicates } from '../../database/driver-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { CategoryInUse, CategoryNameTaken, CategoryNotFound } from './catalog.errors';
import { CategoryRepository } from './category.repository';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import type { CategoryEntity } from './entities/category.entity';

/** The same letters whatever the case (also ÄÖÜ, which SQLite's NOCASE does not fold). */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');
}

export function toCategory(entity: CategoryEntity): Category {
  return { id: entity.id, name: entity.name, description: entity.description, farbe: entity.farbe };
}

/**
 * What happens to the providers of a category, decided by the module that owns them (the
 * provider module sits above this one): both run inside the category change's transaction.
 */
export interface CategoryUsage {
  /** How many providers are assigned; a delete is refused while there are any. */
  assignedProviders(manager: EntityManager, categoryId: number): Promise<number>;
  /** A rename changes the search text of the category's providers. */
  renamed(manager: EntityManager, categoryId: number): Promise<unknown>;
}

/** Categories: the list, the admin's changes, and the look-ups other modules need. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly tx: TransactionRunner,
  ) {}

  /** Ordered by name the German way (Ü next to U, on both engines). */
  async listCategories(): Promise<Category[]> {
    const all = await this.categories.findAll();
    return all.sort((a, b) => compareGerman(a.name, b.name) || a.id - b.id).map(toCategory);
  }

  /** The chosen categories, inside the caller's transaction; `null` when any id does not exist. */
  async findChosen(manager: EntityManager, ids: number[]): Promise<CategoryEntity[] | null> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.categories.findByIds(manager, unique);
    return found.length === unique.length ? found : null;
  }

  /**
   * Every category's id, name and colour by id: what a provider list shows of its categories.
   * The table is small; inside a transaction (a rename) pass its manager to read the new name.
   */
  async categoryRefs(manager?: EntityManager): Promise<Map<number, ProviderCategoryRef>> {
    const all = await this.categories.findAll(manager);
    return new Map(all.map((c) => [c.id, { id: c.id, name: c.name, farbe: c.farbe }]));
  }

  /** Every category, inside the caller's transaction (the demo seed assigns them by name). */
  findAll(manager: EntityManager): Promise<CategoryEntity[]> {
    return this.categories.findAll(manager);
  }

  count(manager: EntityManager): Promise<number> {
    return this.categories.count(manager);
  }

  insertMany(manager: EntityManager, categories: Omit<CategoryEntity, 'id'>[]): Promise<void> {
    return this.categories.insertMany(manager, categories);
  }

  async createCategory(dto: CreateCategoryDto): Promise<Category> {
    const created = await refusingDuplicates(
      () =>
        this.tx.run(async (manager) => {
          await this.assertNameFree(manager, dto.name, null);
          return this.categories.save(manager, {
            name: dto.name,
            description: dto.description ?? null,
            farbe: (dto.farbe ?? DEFAULT_CATEGORY_COLOR).toLowerCase(),
          });
        }),
      // The index also decides names MySQL's collation considers equal (e.g. "Cafe"/"Café").
      () => new CategoryNameTaken(),
    );
    return toCategory(created);
  }

  /** A rename rewrites the search text of the category's providers in the same transaction. */
  async updateCategory(id: number, dto: UpdateCategoryDto, usage: CategoryUsage): Promise<Category> {
    const updated = await refusingDuplicates(
      () =>
        this.tx.run(async (manager) => {
          const category = await this.categories.findById(manager, id);
          if (!category) throw new CategoryNotFound();
          await this.assertNameFree(manager, dto.name, id);
          const renamed = category.name !== dto.name;
          category.name = dto.name;
          if (dto.description !== undefined) category.description = dto.description;
          if (dto.farbe !== undefined) category.farbe = dto.farbe.toLowerCase();
          await this.categories.save(manager, category);
          if (renamed) await usage.renamed(manager, id);
          return category;
        }),
      () => new CategoryNameTaken(),
    );
    return toCategory(updated);
  }

  async deleteCategory(id: number, usage: CategoryUsage): Promise<MessageResponse> {
    try {
      const name = await this.tx.run(async (manager) => {
        const category = await this.categories.findById(manager, id);
        if (!category) throw new CategoryNotFound();
        const inUse = await usage.assignedProviders(manager, id);
        if (inUse > 0) throw new CategoryInUse(inUse);
        await this.categories.delete(manager, id);
        return category.name;
      });
      return { msg: `Die Kategorie „${name}“ wurde gelöscht.` };
    } catch (error) {
      // A provider assigned between our count and the delete: the RESTRICT key refuses it.
      if (isForeignKeyViolation(error)) throw new CategoryInUse(1);
      throw error;
    }
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const all = await this.categories.findNames(manager);
    if (all.some((other) => other.id !== exceptId && sameName(other.name, name)))
      throw new CategoryNameTaken();
  }
}
