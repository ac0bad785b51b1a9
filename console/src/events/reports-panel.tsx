import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { useDownloadReport } from './use-report';

/** The event's reports: every invitee with status, pledge, paid and balance, as CSV (a spreadsheet) or PDF. */
export function ReportsPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const download = useDownloadReport(eventId);
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
    </Stack>
  );
}
