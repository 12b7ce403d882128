/** The projects' front door: what the app and other modules may use of this module. */
export { projectModule } from './project.module';
export { projectScope } from './project.service';
