/** The user centre's front door. */
export { userCentreModule } from './user-centre.module';
