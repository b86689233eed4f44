import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { ProviderEntity } from './entities/provider.entity';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Category names in one order, so the search text does not depend on link order. */
export function sortedNames(names: string[]): string[] {
  return [...names].sort(collator.compare);
}

/**
 * Keeps the folded search columns true when something outside the provider row changes,
 * i.e. a category is renamed. Runs inside the caller's transaction.
 */
@Injectable()
export class ProviderSearchIndex {
  async refreshProvidersOfCategory(manager: EntityManager, categoryId: number): Promise<number> {
    const ofCategory = 'SELECT pc2.provider_id FROM provider_categories pc2 WHERE pc2.category_id = ?';
    const providers = await manager.query<Array<{ id: number; firmenname: string; beschreibung: string }>>(
      `SELECT p.id, p.firmenname, p.beschreibung FROM providers p WHERE p.id IN (${ofCategory})`,
      [categoryId],
    );
    if (providers.length === 0) return 0;
    const links = await manager.query<Array<{ provider_id: number; name: string }>>(
      `SELECT pc.provider_id, c.name FROM provider_categories pc JOIN categories c ON c.id = pc.category_id
       WHERE pc.provider_id IN (${ofCategory})`,
      [categoryId],
    );
    const names = new Map<number, string[]>();
    for (const link of links) {
      const id = Number(link.provider_id);
      names.set(id, [...(names.get(id) ?? []), link.name]);
    }
    const repo = manager.getRepository(ProviderEntity);
    for (const provider of providers) {
      const id = Number(provider.id);
      const columns = providerSearchColumns(
        provider.firmenname,
        provider.beschreibung,
        sortedNames(names.get(id) ?? []),
      );
      await repo.update({ id }, columns);
    }
    return providers.length;
  }
}
