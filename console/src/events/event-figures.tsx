import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../format/format';
import { useInviteeCount } from './use-invitees';
import type { Event } from './use-events';
import { Figure } from '../ui/figure';

/**
 * An event's figures: invitees, confirmed, pledged, paid and what is still to collect (pledged less paid, never
 * negative), and the guests at the door once any came.
 */
export function EventFigures({ event }: { event: Event }) {
  const { t } = useTranslation();
  const confirmed = useInviteeCount(event.id, 'confirmed');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="xs"
      verticalSpacing="xs"
      role="group"
      aria-label={t('events.figures')}
    >
      <Figure label={t('events.invitees')} value={formatCount(event.invitees_count)} />
      <Figure label={t('events.confirmed')} value={confirmed.data === undefined ? '…' : formatCount(confirmed.data)} />
      <Figure label={t('events.pledged')} value={formatMoney(event.total_pledged)} />
      <Figure label={t('events.paid')} value={formatMoney(event.total_collected)} />
      <Figure
        label={t('events.balance')}
        value={formatMoney(Math.max(0, event.total_pledged - event.total_collected))}
      />
      {event.target_amount !== null && (
        <Figure label={t('events.targetFigure')} value={formatMoney(event.target_amount)} />
      )}
      {event.checked_in_count > 0 && (
        <Figure
          label={t('events.checkedIn')}
          value={t('events.checkedInValue', {
            invitees: formatCount(event.checked_in_count),
            guests: formatCount(event.guests_admitted),
          })}
        />
      )}
    </SimpleGrid>
  );
}
