import { useState } from 'react';
import type { AuditLog } from '@console/shared/audit/schemas';
import { ListScreen } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { auditResource } from '../api/audit-resource';
import { AuditChangeDrawer } from '../components/audit-change-drawer';
import { useAuditColumns, useAuditFilters } from '../components/audit-fields';

/** `/admin/audit`: who changed which record, read only on the list kit; a row opens its change. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AuditLog>();
  return (
    <>
      <ListScreen
        id="audit-log"
        title={t('audit.title')}
        resource={auditResource}
        columns={useAuditColumns()}
        filters={useAuditFilters()}
        onView={setViewing}
      />
      <AuditChangeDrawer entry={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
