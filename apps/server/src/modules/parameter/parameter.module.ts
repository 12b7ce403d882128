import { defineModule } from '../module';
import './parameter.messages';
import { parameterRoutes } from './parameter.routes';
import { seedDemoParameters } from './parameter.seed';

/** Stream parameters: change requests from the group form, their approval, the basic profile and its log. */
export const parameterModule = defineModule({
  name: 'parameter',
  routes: parameterRoutes,
  seedDemo: seedDemoParameters,
});
