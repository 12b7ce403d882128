import { useId } from 'react';
import { Alert, Checkbox, Tag } from '@arco-design/web-react';
import { PERMISSION_NAMES, type Permission } from '@console/shared';
import { MixedCheckbox } from '@/components/mixed-checkbox';
import { useTranslation } from '@/lib/i18n/i18n';
import { PERMISSION_GROUPS, usePermissionTexts, type PermissionGroup, type PermissionTexts } from './permission-groups';
import styles from './roles.module.css';

export interface PermissionPickerProps {
  /** The permissions picked; `Form.Item` gives it, with `onChange` and the id its label points to. */
  value?: readonly Permission[];
  onChange?: (value: Permission[]) => void;
  id?: string;
  /** The administrators' role: it holds every permission, so none can be changed. */
  locked?: boolean;
}

interface GroupProps {
  group: PermissionGroup;
  picked: ReadonlySet<Permission>;
  locked: boolean;
  texts: PermissionTexts;
  /** Picks (`on`) or drops permissions. */
  onPick: (permissions: readonly Permission[], on: boolean) => void;
}

/** One resource's permissions under a checkbox that picks or drops them all. */
function PermissionGroupBox({ group, picked, locked, texts, onPick }: GroupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = texts.resource(group.resource);
  const count = group.permissions.filter((permission) => picked.has(permission)).length;
  const total = group.permissions.length;
  return (
    <div role="group" className={styles.group} aria-labelledby={titleId}>
      <div className={styles.groupHeader}>
        <MixedCheckbox
          checked={count === total}
          indeterminate={count > 0 && count < total}
          disabled={locked}
          onChange={(on: boolean) => onPick(group.permissions, on)}
        >
          <span id={titleId} className={styles.groupTitle}>
            {title}
          </span>
        </MixedCheckbox>
        <span className={styles.groupCount} aria-label={t('roles.picker.groupCount', { count, total, group: title })}>
          {count}/{total}
        </span>
      </div>
      <ul className={styles.items}>
        {group.permissions.map((permission) => {
          const screens = texts.screens(permission);
          return (
            <li key={permission} className={styles.item}>
              <Checkbox
                checked={picked.has(permission)}
                disabled={locked}
                onChange={(on: boolean) => onPick([permission], on)}
              >
                {texts.description(permission)}
              </Checkbox>
              <div className={styles.itemMeta}>
                <code className={styles.code}>{permission}</code>
                {screens.length > 0 && (
                  <>
                    <span>{t('roles.picker.opens')}</span>
                    {screens.map((screen) => (
                      <Tag key={screen} size="small" className={styles.screenTag}>
                        {screen}
                      </Tag>
                    ))}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The permissions of a role, grouped by the resource they act on: each described in the user's
 * language with the pages it opens, each group picked or dropped at once. The administrators' role
 * shows every permission picked, and none can be changed.
 */
export function PermissionPicker({ value = [], onChange, id, locked = false }: PermissionPickerProps) {
  const { t } = useTranslation();
  const texts = usePermissionTexts();
  const picked = new Set<Permission>(locked ? PERMISSION_NAMES : value);
  const onPick = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(picked);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange?.(PERMISSION_NAMES.filter((permission) => next.has(permission)));
  };
  return (
    <div id={id} className={locked ? `${styles.picker} ${styles.locked}` : styles.picker}>
      {locked && <Alert type="info" showIcon content={t('roles.picker.adminNote')} />}
      <p className={styles.summary} aria-live="polite">
        {t('roles.picker.selected', { count: picked.size, total: PERMISSION_NAMES.length })}
      </p>
      {PERMISSION_GROUPS.map((group) => (
        <PermissionGroupBox
          key={group.resource}
          group={group}
          picked={picked}
          locked={locked}
          texts={texts}
          onPick={onPick}
        />
      ))}
    </div>
  );
}
