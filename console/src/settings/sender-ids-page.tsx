import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { DefaultSenderForm } from './default-sender-form';
import { RequestSenderIdForm } from './request-sender-id-form';
import { SenderIdCard } from './sender-id-card';
import { SettingsScreen } from './settings-screen';
import { useSenderIds, useSettings } from './use-settings';
import { CardList } from '../ui/card-list';

/** Sender ids: the requests and their state, a new request, and which approved one messages go out under. */
export function SenderIdsPage() {
  const { t } = useTranslation();
  const senderIds = useSenderIds();
  const settings = useSettings();
  return (
    <SettingsScreen title={t('settings.section_senderIds')}>
      <QueryState query={settings}>
        {(current) => (
          <QueryState query={senderIds}>
            {(list) => (
              <DefaultSenderForm
                current={current.sender_id}
                approved={list.filter((s) => s.status === 'approved').map((s) => s.sender_id)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      <RequestSenderIdForm />
      <Title order={3} size="h4">
        {t('settings.senderIdsList')}
      </Title>
      <QueryState query={senderIds}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t('settings.noSenderIds')}</Text>
          ) : (
            <CardList>
              {list.map((senderId) => (
                <SenderIdCard key={senderId.id} senderId={senderId} />
              ))}
            </CardList>
          )
        }
      </QueryState>
    </SettingsScreen>
  );
}
