import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { MemberForm } from './member-form';
import { useRemoveMember, type EventMember } from './use-committee';

/** One committee member as a card: name, email and role in words; change the role or remove them as the caller may. */
export function MemberCard({ eventId, member, manage }: { eventId: number; member: EventMember; manage: boolean }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveMember(eventId, member.id);
  const role = t(`committee.role_${member.role}`);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={`${member.user.name}: ${role}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{member.user.name}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.user.email}
            </Text>
          </Stack>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {role}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`committee.roleHint_${member.role}`)}
        </Text>
        {manage && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={() => setChanging(true)}>
              {t('committee.changeRole')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setRemoving(true)}>
              {t('committee.remove')}
            </Button>
          </Group>
        )}
      </Stack>
      {changing && <MemberForm eventId={eventId} member={member} onClose={() => setChanging(false)} />}
      {removing && (
        <ConfirmDelete
          title={t('committee.removeTitle')}
          text={t('committee.removeText', { name: member.user.name, role })}
          remove={remove}
          confirm={t('committee.remove')}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}
