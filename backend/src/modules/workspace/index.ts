/** The workspace module's public surface. */
export { WorkspaceModule } from './workspace.module';
