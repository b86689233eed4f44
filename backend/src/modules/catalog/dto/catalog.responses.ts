import type { Category, Stats } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
export class CategoryBody implements Category {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ description: 'Farbe als #rrggbb.', example: '#48bb78' })
  farbe!: string;
}

export class StatsBody implements Stats {
  @ApiProperty({ description: 'Ob die Startseite die Zahlen zeigt (Einstellung).' })
  show_stats!: boolean;

  @ApiProperty({ type: 'integer', description: 'Öffentlich gelistete Anbieter.' })
  provider_count!: number;

  @ApiProperty({ type: 'integer', description: 'Registrierte Benutzer.' })
  user_count!: number;
}
