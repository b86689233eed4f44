import { Module } from '@nestjs/common';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { WorkspaceController } from './workspace.controller';
import { WorkspaceQuotesController } from './workspace-quotes.controller';
import { WorkspaceService } from './workspace.service';

/** The provider's workspace ("Mein Eintrag"); owns no table, it joins the provider and inquiry modules. */
@Module({
  imports: [ProviderModule, InquiryModule],
  controllers: [WorkspaceController, WorkspaceQuotesController],
  providers: [WorkspaceService],
})
export class WorkspaceModule {}
