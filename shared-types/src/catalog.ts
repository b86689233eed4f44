export interface Category {
  id: number;
  name: string;
  description: string | null;
  /**
   * `#rrggbb`
   * @pattern ^#[0-9a-fA-F]{6}$
   * @example "#48bb78"
   */
  farbe: string;
}

export interface CreateCategoryRequest {
  name: string;
  description?: string | null;
  /** `#rrggbb`, default `#48bb78` */
  farbe?: string;
}

export interface UpdateCategoryRequest {
  name: string;
  description?: string | null;
  /** `#rrggbb`; missing keeps the current colour. */
  farbe?: string;
}

export interface Stats {
  show_stats: boolean;
  provider_count: number;
  user_count: number;
}

export const DEFAULT_CATEGORY_COLOR = '#48bb78';
