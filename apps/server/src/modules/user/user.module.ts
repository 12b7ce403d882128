import { defineModule } from '../module';
import { userRoutes } from './user.routes';

/** The caller's profile, menu, role, settings and password (the demo accounts are seeded by `modules/seed.ts`). */
export const userModule = defineModule({ name: 'user', routes: userRoutes });
