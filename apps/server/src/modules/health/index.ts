/** The health check's front door: `app.ts` registers it outside the module list, before any module. */
export { healthRoutes } from './health.routes';
