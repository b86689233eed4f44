import { Module } from '@nestjs/common';
import { AdminFiguresController } from './admin-figures.controller';
import { FiguresRepository } from './figures.repository';
import { FiguresService } from './figures.service';

/**
 * The console's overview (`GET /api/admin/kennzahlen`): read-only monthly counts over the
 * providers', inquiries' and invoices' tables; it owns no table and writes nothing.
 */
@Module({
  controllers: [AdminFiguresController],
  providers: [FiguresService, FiguresRepository],
})
export class DashboardModule {}
