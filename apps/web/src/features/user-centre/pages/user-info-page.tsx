import { PageContainer } from '@/components/page-container';
import { LatestActivity } from '../components/latest-activity';
import { MyProjects } from '../components/my-projects';
import { MyTeams } from '../components/my-teams';
import { UserBanner } from '../components/user-banner';
import { VisitStats } from '../components/visit-stats';
import styles from '../components/user-centre.module.css';

/** `/user/info`: who the user is, their projects and latest activity, their visits and teams. */
export default function UserInfoPage() {
  return (
    <PageContainer>
      <UserBanner />
      <div className={styles.content}>
        <div className={styles.main}>
          <MyProjects />
          <LatestActivity />
        </div>
        <div className={styles.side}>
          <VisitStats />
          <MyTeams />
        </div>
      </div>
    </PageContainer>
  );
}
