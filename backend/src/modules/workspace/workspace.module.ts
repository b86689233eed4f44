import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { InquiryModule } from '../inquiry';
import { PhotoModule } from '../photo';
import { ProviderModule } from '../provider';
import { WorkspaceInquiriesController } from './workspace-inquiries.controller';
import { WorkspacePhotosController } from './workspace-photos.controller';
import { WorkspaceController } from './workspace.controller';
import { WorkspaceInvoicesController } from './workspace-invoices.controller';
import { WorkspaceService } from './workspace.service';

/**
 * The provider's workspace ("Mein Eintrag" in the UI): every route under `/api/profile/provider`
 * is here and nowhere else, one controller file per part (`workspace-<part>.controller.ts`,
 * controller path `api/profile/provider/:id/<part>`). It owns no table: its controllers translate
 * HTTP and call the services the domain modules (provider, inquiry, photo, …) export through their
 * `index.ts`, which keep the rules and the SQL. A new part adds its controller to the list below
 * and its domain module to `imports`.
 */
@Module({
  imports: [ProviderModule, InquiryModule, PhotoModule, BillingModule],
  controllers: [
    WorkspaceController,
    WorkspaceInquiriesController,
    WorkspacePhotosController,
    WorkspaceInvoicesController,
  ],
  providers: [WorkspaceService],
})
export class WorkspaceModule {}
