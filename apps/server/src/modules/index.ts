import { assistantModule } from './assistant/assistant.module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { cardListModule } from './card-list/card-list.module';
import { channelFormModule } from './channel-form/channel-form.module';
import { documentModule } from './document/document.module';
import { liveModule } from './live/live.module';
import { messageModule } from './message/message.module';
import type { AppModule } from './module';
import { monitorModule } from './monitor/monitor.module';
import { parameterModule } from './parameter/parameter.module';
import { policyModule } from './policy/policy.module';
import { projectModule } from './project/project.module';
import { taskModule } from './task/task.module';
import { userCentreModule } from './user-centre/user-centre.module';
import { userModule } from './user/user.module';
import { visualizationModule } from './visualization/visualization.module';
import { walletModule } from './wallet/wallet.module';
import { workplaceModule } from './workplace/workplace.module';

/** Every feature area of the server, registered in this order; demo data is seeded in it too. */
export const MODULES: readonly AppModule[] = [
  authModule,
  userModule,
  messageModule,
  policyModule,
  auditModule,
  workplaceModule,
  cardListModule,
  channelFormModule,
  parameterModule,
  projectModule,
  taskModule,
  documentModule,
  visualizationModule,
  walletModule,
  assistantModule,
  liveModule,
  monitorModule,
  userCentreModule,
];
