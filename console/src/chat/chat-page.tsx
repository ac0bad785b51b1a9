import { useState } from 'react';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { can, useMe } from '../accounts/use-me';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { ChatBatchCard } from './chat-batch-card';
import { ChatReplyCard } from './chat-reply-card';
import { ChatTemplateCard } from './chat-template-card';
import { useChatBatches, useChatInbox, useChatTemplateList } from './use-chat';

type Tab = 'templates' | 'batches' | 'inbox';

function Templates({ allowList, onSent }: { allowList: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const templates = useChatTemplateList();
  return (
    <QueryState query={templates}>
      {(list) =>
        list.length === 0 ? (
          <Text c="dimmed">{t('chat.noTemplates')}</Text>
        ) : (
          <Stack gap="sm">
            {list.map((template) => (
              <ChatTemplateCard key={template.id} template={template} allowList={allowList} onSent={onSent} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

function Batches() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const batches = useChatBatches(page);
  return (
    <QueryState query={batches}>
      {(result) => (
        <Stack gap="sm">
          {result.data.length === 0 && <Text c="dimmed">{t('chat.noBatches')}</Text>}
          {result.data.map((batch) => (
            <ChatBatchCard key={batch.id} batch={batch} />
          ))}
          <Pager meta={result.meta} onPage={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const inbox = useChatInbox(page);
  return (
    <QueryState query={inbox}>
      {(result) => (
        <Stack gap="sm">
          {result.data.length === 0 && <Text c="dimmed">{t('chat.noReplies')}</Text>}
          {result.data.map((reply) => (
            <ChatReplyCard key={reply.id} reply={reply} />
          ))}
          <Pager meta={result.meta} onPage={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

/** Chat (WhatsApp): send an approved template, follow its batches, read the replies; each part as permitted. */
export function ChatPage() {
  const { t } = useTranslation();
  const me = useMe();
  const tabs: Tab[] = [];
  if (can(me.data, 'messages.send')) tabs.push('templates');
  if (can(me.data, 'messages') || can(me.data, 'messages.view')) tabs.push('batches');
  if (can(me.data, 'messages')) tabs.push('inbox');
  const [tab, setTab] = useState<Tab>(tabs[0] ?? 'templates');
  if (tabs.length === 0) return <Navigate to="/" replace />;

  return (
    <Stack gap="md" maw={760}>
      <Title order={2} size="h3">
        {t('chat.title')}
      </Title>
      {tabs.length > 1 && (
        <SegmentedControl
          fullWidth
          aria-label={t('chat.title')}
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={tabs.map((value) => ({ value, label: t(`chat.tab_${value}`) }))}
        />
      )}
      {tab === 'templates' && (
        <Templates
          allowList={can(me.data, 'bulk_sms.send')}
          onSent={() => setTab(tabs.includes('batches') ? 'batches' : 'templates')}
        />
      )}
      {tab === 'batches' && <Batches />}
      {tab === 'inbox' && <Inbox />}
    </Stack>
  );
}
