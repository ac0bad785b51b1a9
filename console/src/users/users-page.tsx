import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/use-me';
import { formatCount } from '../format/format';
import { QueryState } from '../ui/query-state';
import { UserCard } from './user-card';
import { UserForm } from './user-form';
import { useUsers } from './use-users';
import { CardList } from '../ui/card-list';

/** The organisation's users (`users.view`); its admins add them, change their permissions and delete them. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const users = useUsers();
  const [adding, setAdding] = useState(false);
  // Every write on /users is for the organisation's admins (users.add/edit/delete alone do not allow it).
  const mayManage = me.data?.user.role === 'admin';

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('users.title')}
        </Title>
        {mayManage && <Button onClick={() => setAdding(true)}>{t('users.add')}</Button>}
      </Group>
      <QueryState query={users}>
        {({ data, meta }) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('users.count', { count: meta.total, total: formatCount(meta.total) })}
            </Text>
            <CardList>
              {data.map((user) => (
                <UserCard key={user.id} user={user} self={user.id === me.data?.user.id} mayManage={mayManage} />
              ))}
            </CardList>
          </Stack>
        )}
      </QueryState>
      {adding && <UserForm user={null} self={false} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
