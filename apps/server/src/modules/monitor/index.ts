/** The monitor's front door. */
export { monitorModule } from './monitor.module';
