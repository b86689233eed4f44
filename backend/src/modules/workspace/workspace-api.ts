import { ApiController } from '../../common/openapi/api-docs.decorators';

/** The group of a provider's own listing in the API reference. */
export const WORKSPACE_GROUP = 'Mein Eintrag';

/** A controller of "Mein Eintrag": below `api/profile/provider` (and `below`, when given), in its group. */
export const WorkspaceApi = (below = ''): ClassDecorator =>
  ApiController(WORKSPACE_GROUP, `api/profile/provider${below}`);
