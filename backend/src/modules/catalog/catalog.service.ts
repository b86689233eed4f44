import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Category,
  DEFAULT_CATEGORY_COLOR,
  type MessageResponse,
  type Stats,
} from '@event-kompass/shared-types';
import { type EntityManager, Repository } from 'typeorm';
import { berlinToday } from '../../common/time/calendar';
import { TransactionRunner } from '../../database/transaction-runner';
import { UserEntity } from '../identity/entities/user.entity';
import { isUniqueViolation } from '../identity/identity.service';
import { ProviderRepository } from '../provider/provider.repository';
import { ProviderSearchIndex } from '../provider/provider-search-index';
import { SettingsService } from '../settings/settings.service';
import { CategoryInUse, CategoryNameTaken, CategoryNotFound } from './catalog.errors';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { CategoryEntity } from './entities/category.entity';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** The same letters whatever the case (also ÄÖÜ, which SQLite's NOCASE does not fold). */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string } } | null)?.driverError?.code;
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_ROW_IS_REFERENCED'
  );
}

export function toCategory(entity: CategoryEntity): Category {
  return { id: entity.id, name: entity.name, description: entity.description, farbe: entity.farbe };
}

/** Categories and the home page's numbers. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly providers: ProviderRepository,
    private readonly searchIndex: ProviderSearchIndex,
    private readonly settings: SettingsService,
    private readonly tx: TransactionRunner,
  ) {}

  /** Ordered by name the German way (Ü next to U, on both engines). */
  async listCategories(): Promise<Category[]> {
    const all = await this.categories.find();
    return all.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map(toCategory);
  }

  async stats(): Promise<Stats> {
    const [showStats, providerCount, userCount] = await Promise.all([
      this.settings.showStatsOnHomepage(),
      this.providers.countPublic(berlinToday()),
      this.users.count(),
    ]);
    return { show_stats: showStats, provider_count: providerCount, user_count: userCount };
  }

  async createCategory(dto: CreateCategoryDto): Promise<Category> {
    const created = await this.uniqueName(() =>
      this.tx.run(async (manager) => {
        await this.assertNameFree(manager, dto.name, null);
        const repo = manager.getRepository(CategoryEntity);
        return repo.save(
          repo.create({
            name: dto.name,
            description: dto.description ?? null,
            farbe: (dto.farbe ?? DEFAULT_CATEGORY_COLOR).toLowerCase(),
          }),
        );
      }),
    );
    return toCategory(created);
  }

  /** A rename rewrites the search text of the category's providers in the same transaction. */
  async updateCategory(id: number, dto: UpdateCategoryDto): Promise<Category> {
    const updated = await this.uniqueName(() =>
      this.tx.run(async (manager) => {
        const repo = manager.getRepository(CategoryEntity);
        const category = await repo.findOneBy({ id });
        if (!category) throw new CategoryNotFound();
        await this.assertNameFree(manager, dto.name, id);
        const renamed = category.name !== dto.name;
        category.name = dto.name;
        if (dto.description !== undefined) category.description = dto.description;
        if (dto.farbe !== undefined) category.farbe = dto.farbe.toLowerCase();
        await repo.save(category);
        if (renamed) await this.searchIndex.refreshProvidersOfCategory(manager, id);
        return category;
      }),
    );
    return toCategory(updated);
  }

  async deleteCategory(id: number): Promise<MessageResponse> {
    try {
      const name = await this.tx.run(async (manager) => {
        const category = await manager.getRepository(CategoryEntity).findOneBy({ id });
        if (!category) throw new CategoryNotFound();
        const [row] = await manager.query<Array<{ n: unknown }>>(
          'SELECT COUNT(*) AS n FROM provider_categories WHERE category_id = ?',
          [id],
        );
        const inUse = Number(row?.n ?? 0);
        if (inUse > 0) throw new CategoryInUse(inUse);
        await manager.getRepository(CategoryEntity).delete({ id });
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
    const all = await manager.getRepository(CategoryEntity).find({ select: { id: true, name: true } });
    if (all.some((other) => other.id !== exceptId && sameName(other.name, name)))
      throw new CategoryNameTaken();
  }

  /** The unique index decides races and names MySQL's collation considers equal (e.g. "Cafe"/"Café"). */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new CategoryNameTaken();
      throw error;
    }
  }
}
