import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { WorkspaceController } from './workspace.controller';
import { WorkspaceInvoicesController } from './workspace-invoices.controller';
import { WorkspaceService } from './workspace.service';

/** The provider's workspace ("Mein Eintrag"); owns no table, it joins the provider and inquiry modules. */
@Module({
  imports: [ProviderModule, InquiryModule, BillingModule],
  controllers: [WorkspaceController, WorkspaceInvoicesController],
  providers: [WorkspaceService],
})
export class WorkspaceModule {}
