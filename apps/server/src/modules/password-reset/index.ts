/** The password reset's front door: its module (its service is built by its routes). */
export { passwordResetModule } from './password-reset.module';
