import { useMemo } from 'react';
import { Select, type SelectProps } from '@arco-design/web-react';
import type { Permission } from '@console/shared';
import { PERMISSION_GROUPS, usePermissionTexts } from './permission-groups';

/** A choice of one permission, grouped by resource; typing finds it by its description, its resource or its name. */
export function PermissionSelect(props: Omit<SelectProps, 'children' | 'options' | 'filterOption'>) {
  const texts = usePermissionTexts();
  const searched = useMemo(
    () =>
      new Map(
        PERMISSION_GROUPS.flatMap(({ resource, permissions }) =>
          permissions.map((permission) => [
            permission,
            `${permission} ${texts.resource(resource)} ${texts.description(permission)}`.toLowerCase(),
          ]),
        ),
      ),
    [texts],
  );
  return (
    <Select
      showSearch
      // The popup grows past the field to show whole descriptions, within the screen.
      triggerProps={{ autoAlignPopupWidth: false, autoAlignPopupMinWidth: true }}
      dropdownMenuStyle={{ maxWidth: 'min(480px, calc(100vw - 32px))' }}
      {...props}
      filterOption={(input, option) =>
        searched.get((option as { props: { value: Permission } }).props.value)?.includes(input.trim().toLowerCase()) ??
        false
      }
    >
      {PERMISSION_GROUPS.map(({ resource, permissions }) => (
        <Select.OptGroup key={resource} label={texts.resource(resource)}>
          {permissions.map((permission) => (
            <Select.Option key={permission} value={permission}>
              {texts.description(permission)}
            </Select.Option>
          ))}
        </Select.OptGroup>
      ))}
    </Select>
  );
}
