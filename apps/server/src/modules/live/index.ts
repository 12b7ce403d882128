/** The live stream's front door. */
export { liveModule } from './live.module';
