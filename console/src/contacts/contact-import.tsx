import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { formatCount } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useImportContacts, type ContactImport, type ImportKind } from './use-contacts';

/** A vCard file by its name (.vcf / .vcard), else read as CSV. */
const kindOf = (file: File): ImportKind => (/\.(vcf|vcard)$/i.test(file.name) ? 'vcf' : 'csv');

/** What an import did: how many were added and merged, and each row that failed and why. */
function ImportOutcome({ outcome }: { outcome: ContactImport }) {
  const { t } = useTranslation();
  const tone = outcome.skipped > 0 ? 'orange' : 'green';
  return (
    <Stack gap="xs">
      <Alert
        color={tone}
        title={
          // The text's colour: Mantine's orange alert title (even shade 9) on its tint fails WCAG AA contrast.
          <Text component="span" fw={700} size="sm" c="dark.8">
            {t('contacts.importDone')}
          </Text>
        }
      >
        {t('contacts.importCounts', {
          imported: formatCount(outcome.imported),
          updated: formatCount(outcome.updated),
          skipped: formatCount(outcome.skipped),
        })}
      </Alert>
      {outcome.errors.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('contacts.importFailedRows')}
          </Text>
          <List size="sm" spacing={4} aria-label={t('contacts.importFailedRows')}>
            {outcome.errors.map((error) => (
              <List.Item key={`${error.row}-${error.message}`}>
                {t('contacts.importRow', { row: error.row })}: {error.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** Imports contacts from a CSV (name, phone, email, birth_date) or vCard file; contacts are merged by phone. */
export function ContactImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportContacts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate({ kind: kindOf(file), file });
  };

  return (
    <Dialog onClose={onClose} title={t('contacts.importTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('contacts.importHint')}</Text>
          <FileInput
            label={t('contacts.importFile')}
            placeholder={t('contacts.importPick')}
            accept=".csv,.vcf,.vcard,text/csv,text/vcard"
            value={file}
            onChange={(next) => {
              setFile(next);
              upload.reset();
            }}
            error={fieldError(upload.error, 'file')}
          />
          {upload.isError && <ErrorAlert error={upload.error} />}
          {upload.data && <ImportOutcome outcome={upload.data} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('contacts.close')}
            </Button>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('contacts.importSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
