import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, List, Skeleton } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { myTeamsQueryOptions } from '../api/get-my-teams';
import { BlockBody } from './block-body';
import styles from './user-centre.module.css';

/** The teams of Arco Design Pro's mock, as placeholders while loading. */
const SKELETONS = 4;

/** The user's teams with the number of people in each. */
export function MyTeams() {
  const { t } = useTranslation();
  const teams = useQuery(myTeamsQueryOptions());
  const skeleton = Array.from({ length: SKELETONS }, (_, i) => (
    <Skeleton key={i} animation text={{ rows: 1 }} image={{ shape: 'circle', size: 'small' }} />
  ));
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('userInfo.team.title')}</h2>}>
      <BlockBody
        query={teams}
        skeleton={<div className={styles.stack}>{skeleton}</div>}
        empty={t('userInfo.team.empty')}
      >
        {(list) => (
          <List
            bordered={false}
            dataSource={list}
            render={(team) => (
              <List.Item key={team.id}>
                <List.Item.Meta
                  avatar={
                    <Avatar size={32}>
                      <img src={team.avatar} alt="" />
                    </Avatar>
                  }
                  title={team.name}
                  description={t('userInfo.team.people', { count: team.peopleNumber })}
                />
              </List.Item>
            )}
          />
        )}
      </BlockBody>
    </Card>
  );
}
