import { defineModule } from '../module';
import './project.messages';
import { projectRoutes } from './project.routes';
import { seedDemoProjects } from './project.seed';

/** Projects of the project cards and detail page, and the team directory. */
export const projectModule = defineModule({ name: 'project', routes: projectRoutes, seedDemo: seedDemoProjects });
