import { defineModule } from '../module';
import { liveRoutes } from './live.routes';

/** The live channel's stream; what goes down it is published by the other modules. */
export const liveModule = defineModule({ name: 'live', routes: liveRoutes });
