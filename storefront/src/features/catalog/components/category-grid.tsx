import { useLayoutEffect, type CSSProperties } from 'react';
import { Link } from '@/components/ui/link';
import type { Category } from '@event-kompass/shared-types';

const STORAGE_KEY = 'home.lastCategory';
const MOBILE_QUERY = '(max-width: 768px)';

const isMobile = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/**
 * The category cards. On a phone (≤ 768 px) the clicked category is remembered and, back on the home
 * page, scrolled into view again.
 */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  useLayoutEffect(() => {
    if (!isMobile()) return;
    const id = sessionStorage.getItem(STORAGE_KEY);
    if (!id) return;
    document.getElementById(`category-${id}`)?.scrollIntoView({ block: 'center' });
  }, [categories]);

  return (
    <ul className="grid plain-list">
      {categories.map((category) => (
        <li key={category.id} id={`category-${category.id}`}>
          <Link
            to={`/category/${category.id}`}
            className="card card--link"
            style={{ '--card-color': category.farbe } as CSSProperties}
            onClick={() => {
              if (isMobile()) sessionStorage.setItem(STORAGE_KEY, String(category.id));
            }}
          >
            <h3>{category.name}</h3>
            {category.description ? <p>{category.description}</p> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
