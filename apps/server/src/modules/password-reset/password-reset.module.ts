import { defineModule } from '../module';
import './password-reset.messages';
import { passwordResetRoutes } from './password-reset.routes';

/** A forgotten password, reset by a link sent by mail (docs/decisions/049-password-reset-by-mail.md). */
export const passwordResetModule = defineModule({ name: 'password-reset', routes: passwordResetRoutes });
