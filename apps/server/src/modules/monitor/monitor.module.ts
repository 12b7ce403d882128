import { defineModule } from '../module';
import './monitor.messages';
import { monitorRoutes } from './monitor.routes';
import { seedDemoMonitor } from './monitor.seed';

/** The real-time monitor: the live studio, its chat, programs and viewers. */
export const monitorModule = defineModule({ name: 'monitor', routes: monitorRoutes, seedDemo: seedDemoMonitor });
