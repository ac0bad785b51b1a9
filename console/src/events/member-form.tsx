import { useState, type FormEvent } from 'react';
import { Alert, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { Dialog } from '../contacts/dialog';
import { ApiError } from '../data/errors';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { useUsers } from '../users/use-users';
import { COMMITTEE_ROLES, useSaveMember, type CommitteeRole, type EventMember } from './use-committee';
import { SaveOrCancel } from '../ui/save-or-cancel';

/** The user to add, chosen from GET /users (permission `users.view`). */
function UserSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation();
  const users = useUsers();
  return (
    <QueryState query={users}>
      {({ data }) => (
        <NativeSelect
          label={t('committee.user')}
          required
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[
            { value: '', label: t('committee.chooseUser') },
            ...data.map((user) => ({ value: String(user.id), label: `${user.name} · ${user.email}` })),
          ]}
          error={error}
        />
      )}
    </QueryState>
  );
}

/**
 * The user to add by their number, for whoever may manage the committee but not list the organisation's users: the
 * API takes any user id of the organisation and says so when it is not one.
 */
function UserIdInput({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('committee.userId')}
      description={t('committee.userIdHint')}
      required
      min={1}
      allowDecimal={false}
      value={value === '' ? '' : Number(value)}
      onChange={(next) => onChange(typeof next === 'number' ? String(next) : '')}
      error={error}
    />
  );
}

/** Adds a member to the event's committee with a role, or gives `member` another role (POST again replaces it). */
export function MemberForm({
  eventId,
  member,
  onClose,
}: {
  eventId: number;
  member: EventMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const [userId, setUserId] = useState(member ? String(member.user.id) : '');
  const [role, setRole] = useState<CommitteeRole>(member?.role ?? 'treasurer');
  const save = useSaveMember(eventId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ user_id: Number(userId), role }, { onSuccess: onClose });
  };
  const userError = fieldError(save.error, 'user_id');
  // A 403 here is the API's rule that nobody grants what they do not hold: said calmly, with the role's name.
  const refused = save.error instanceof ApiError && save.error.status === 403;

  return (
    <Dialog
      onClose={onClose}
      title={member ? t('committee.changeRoleTitle', { name: member.user.name }) : t('committee.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {member ? (
            <Text size="sm">
              {member.user.name} · {member.user.email}
            </Text>
          ) : can(me.data, 'users.view') ? (
            <UserSelect value={userId} onChange={setUserId} error={userError} />
          ) : (
            <UserIdInput value={userId} onChange={setUserId} error={userError} />
          )}
          <Radio.Group
            label={t('committee.role')}
            required
            value={role}
            onChange={(next) => setRole(next as CommitteeRole)}
            error={fieldError(save.error, 'role')}
          >
            <Stack gap="xs" mt={4}>
              {COMMITTEE_ROLES.map((name) => (
                <Radio
                  key={name}
                  value={name}
                  label={t(`committee.role_${name}`)}
                  description={t(`committee.roleHint_${name}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {refused ? (
            <Alert color="orange" role="alert">
              <Text size="sm" fw={600}>
                {t('committee.refusedTitle')}
              </Text>
              <Text size="sm">{t('committee.refused', { role: t(`committee.role_${role}`) })}</Text>
            </Alert>
          ) : (
            save.isError && !userError && <ErrorAlert error={save.error} />
          )}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
