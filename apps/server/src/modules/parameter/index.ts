/** The stream parameters' front door. */
export { parameterModule } from './parameter.module';
