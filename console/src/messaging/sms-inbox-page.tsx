import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { can, useMe } from '../accounts/use-me';
import { QueryState } from '../ui/query-state';
import { InboundSmsCard } from './inbound-sms-card';
import { MessagingTabs } from './messaging-tabs';
import { Pager } from './pager';
import { useSmsInbox } from './use-sms-inbox';

/** The SMS replies on the shared number that are this organisation's, newest first, with what each keyword did. */
export function SmsInboxPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [page, setPage] = useState(1);
  const inbox = useSmsInbox(page);
  if (!can(me.data, 'messages.view')) return <Navigate to="/messages" replace />;
  return (
    <Stack gap="md" maw={760}>
      <MessagingTabs current="inbox" />
      <Text size="sm" c="dimmed">
        {t('smsInbox.hint')}
      </Text>
      <QueryState query={inbox}>
        {(result) => (
          <Stack gap="sm">
            {result.data.length === 0 && <Text c="dimmed">{t('smsInbox.none')}</Text>}
            {result.data.map((reply) => (
              <InboundSmsCard key={reply.id} reply={reply} />
            ))}
            <Pager meta={result.meta} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
