/** Sign-in's front door. */
export { authModule } from './auth.module';
