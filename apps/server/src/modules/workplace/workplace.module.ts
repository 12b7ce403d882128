import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { defineModule } from '../module';
import { createWorkplaceService, type WalletGate } from './workplace.service';
import { createWorkplaceStore } from './workplace.store';
import { workplaceRoutes } from './workplace.routes';
import { seedDemoWorkplace } from './workplace.seed';

/** The Workplace's service, built once at start: its routes and the assistant read through it. */
export const openWorkplaceService = (db: Db, wallet: WalletGate) =>
  createWorkplaceService(
    unitOfWork(db, (tx) => ({ workplace: createWorkplaceStore(tx) })),
    wallet,
  );

/** The Workplace dashboard: figures, content charts, announcements, recent visits. */
export const workplaceModule = defineModule({
  name: 'workplace',
  routes: workplaceRoutes,
  seedDemo: seedDemoWorkplace,
});
