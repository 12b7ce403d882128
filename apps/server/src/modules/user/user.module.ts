import { defineModule } from '../module';
import './user.messages';
import { userRoutes } from './user.routes';

/** The caller's profile (basic information, avatar), menu, role, settings, password and sessions (the demo accounts are seeded by `modules/seed.ts`). */
export const userModule = defineModule({ name: 'user', routes: userRoutes });
