import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { useDownloadCards } from './use-cards';
import { useDownloadReport } from './use-report';

/**
 * The event's reports: every invitee with status, pledge, paid and balance, as CSV (a spreadsheet) or PDF; and every
 * entry card in one PDF to print.
 */
export function ReportsPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const download = useDownloadReport(eventId);
  const cards = useDownloadCards(eventId);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('events.reportsHint')}</Text>
      <Group gap="sm">
        <Button
          variant="light"
          loading={download.isPending && download.variables === 'csv'}
          onClick={() => download.mutate('csv')}
        >
          {t('events.reportCsv')}
        </Button>
        <Button
          variant="light"
          loading={download.isPending && download.variables === 'pdf'}
          onClick={() => download.mutate('pdf')}
        >
          {t('events.reportPdf')}
        </Button>
      </Group>
      {download.isError && <ErrorAlert error={download.error} />}
      <Text size="sm">{t('events.printCardsHint')}</Text>
      <Group gap="sm">
        <Button variant="light" loading={cards.isPending} onClick={() => cards.mutate()}>
          {t('events.printCards')}
        </Button>
      </Group>
      {cards.isError && <ErrorAlert error={cards.error} />}
    </Stack>
  );
}
