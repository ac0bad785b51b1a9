import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoorGuest } from './door-store';

const SHOWN = 8;

/** Finds a guest without their card: by a part of the name, or the phone's last digits (the list keeps three). */
function matches(guest: DoorGuest, query: string): boolean {
  const digits = query.replace(/\D/g, '');
  if (digits.length > 0 && digits.length === query.replace(/\s/g, '').length)
    return digits.slice(-3).length > 0 && guest.phone_last3.endsWith(digits.slice(-3));
  return guest.name.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

/** The fallback to the camera: search the downloaded list by name or phone, then admit the guest found. */
export function GuestSearch({ guests, onAdmit }: { guests: DoorGuest[]; onAdmit: (guest: DoorGuest) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const found = trimmed.length < 2 ? [] : guests.filter((guest) => matches(guest, trimmed)).slice(0, SHOWN);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('door.search')}
        description={t('door.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        size="md"
      />
      {trimmed.length >= 2 && found.length === 0 && <Text c="dimmed">{t('door.noMatch')}</Text>}
      {found.map((guest) => (
        <Card key={guest.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>{guest.name}</Text>
              <Text size="sm" c="dimmed">
                … {guest.phone_last3} · {t(`door.card_${guest.card_type}`)} ·{' '}
                {t('door.admittedOf', { admitted: guest.admitted_total, admits: guest.admits })}
              </Text>
            </div>
            <Button onClick={() => onAdmit(guest)} aria-label={t('door.admitName', { name: guest.name })}>
              {t('door.admit')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
