import { defineModule } from '../module';
import { authRoutes } from './auth.routes';

/** Sign-in and sign-out. */
export const authModule = defineModule({ name: 'auth', routes: authRoutes });
