import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../accounts/use-me';
import { PERMISSION_GROUPS, permissionLabel } from './permissions';

/** Checkboxes for the permissions, grouped by area with human labels; `error` is the API's field error. */
export function PermissionPicker({
  value,
  onChange,
  error,
}: {
  value: Permission[];
  onChange: (value: Permission[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {PERMISSION_GROUPS.map((group) => (
        <Fieldset key={group.key} legend={t(`users.group_${group.key}`)} p="sm">
          <Checkbox.Group
            value={value.filter((p) => group.permissions.includes(p))}
            onChange={(chosen) =>
              onChange([...value.filter((p) => !group.permissions.includes(p)), ...(chosen as Permission[])])
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
              {group.permissions.map((permission) => (
                <Checkbox key={permission} value={permission} label={t(permissionLabel(permission))} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Fieldset>
      ))}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
