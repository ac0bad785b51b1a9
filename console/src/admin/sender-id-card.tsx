import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { RejectForm } from './reject-form';
import { statusKey } from './review-status';
import { useSenderIdReview, type AdminSenderId } from './use-sender-ids';

/** One sender id request: approved or rejected here (an approved one can be withdrawn with a reason). */
export function SenderIdCard({ senderId }: { senderId: AdminSenderId }) {
  const { t, i18n } = useTranslation();
  const { approve, reject } = useSenderIdReview();
  const [rejecting, setRejecting] = useState(false);
  const tenantName = 'name' in senderId.tenant ? senderId.tenant.name : `#${senderId.tenant.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-label={senderId.sender_id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{senderId.sender_id}</Text>
            <Text size="sm" c="dimmed">
              {tenantName} · {formatDateTime(senderId.created_at, i18n.language)}
            </Text>
          </div>
          <Text size="sm" fw={700} c={senderId.status === 'rejected' ? 'red.9' : 'blue.9'}>
            {t(statusKey(senderId.status))}
          </Text>
        </Group>
        {senderId.rejection_reason && (
          <Text size="sm" c="red.9">
            {t('admin.rejectedBecause', { reason: senderId.rejection_reason })}
          </Text>
        )}
        {approve.isError && <ErrorAlert error={approve.error} />}
        {reject.isError && <ErrorAlert error={reject.error} />}
        <Group gap="xs">
          {senderId.status === 'pending' && (
            <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate(senderId.id)}>
              {t('admin.approve')}
            </Button>
          )}
          {senderId.status !== 'rejected' && (
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              aria-expanded={rejecting}
              onClick={() => setRejecting((open) => !open)}
            >
              {senderId.status === 'approved' ? t('admin.withdraw') : t('admin.reject')}
            </Button>
          )}
        </Group>
        {rejecting && senderId.status !== 'rejected' && (
          <RejectForm
            pending={reject.isPending}
            onReject={(reason) => reject.mutate({ senderIdId: senderId.id, reason })}
          />
        )}
      </Stack>
    </Card>
  );
}
