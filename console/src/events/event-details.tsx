import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../format/format';
import { PublicLink } from './public-link';
import type { Event } from './use-events';

/** A till number as the organiser typed it, or spaced like a phone when it is one. */
const tillNumber = (number: string) => (/^(\+?255|0)\d{9}$/.test(number) ? formatPhone(number) : number);

/** The event day's details: its hours (EAT), the map, the tills, the feature-phone code and the harambee page. */
export function EventDetails({ event }: { event: Event }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {event.starts_at && (
        <Text size="sm">
          {event.ends_at
            ? t('events.hours', { starts: event.starts_at, ends: event.ends_at })
            : t('events.startsAtLine', { starts: event.starts_at })}
        </Text>
      )}
      {event.location_url && (
        <Anchor href={event.location_url} target="_blank" rel="noreferrer" size="sm">
          {t('events.openMap')}
        </Anchor>
      )}
      {event.mobile_money.map((till) => (
        <Text size="sm" key={`${till.provider}-${till.number}`}>
          {t('events.tillLine', {
            provider: t(`events.provider_${till.provider}`),
            number: tillNumber(till.number),
            name: till.name,
          })}
        </Text>
      ))}
      {event.ussd_code && <Text size="sm">{t('events.ussdLine', { code: event.ussd_code })}</Text>}
      {event.public_url && <PublicLink url={event.public_url} />}
    </Stack>
  );
}
