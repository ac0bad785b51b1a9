import { useState } from 'react';
import { Button, Group as Row, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { QueryState } from '../ui/query-state';
import { GroupCard } from './group-card';
import { GroupForm } from './group-form';
import { useGroups } from './use-groups';
import { CardList } from '../ui/card-list';

/** The organisation's groups with their counts; create, rename and delete as the caller may. */
export function GroupsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const groups = useGroups();
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md" maw={720}>
      <Row justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('groups.title')}
        </Title>
        {can(me.data, 'groups.add') && <Button onClick={() => setAdding(true)}>{t('groups.add')}</Button>}
      </Row>
      <QueryState query={groups}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t('groups.none')}</Text>
          ) : (
            <CardList>
              {list.map((group) => (
                <GroupCard
                  key={group.id}
                  group={group}
                  mayEdit={can(me.data, 'groups.edit')}
                  mayDelete={can(me.data, 'groups.delete')}
                />
              ))}
            </CardList>
          )
        }
      </QueryState>
      {adding && <GroupForm group={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
