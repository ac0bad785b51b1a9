import { useState } from 'react';
import { Anchor, Button, Card, CopyButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatCount, formatMoney, formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { InviteeForm } from './invitee-form';
import { InviteeStatusBadge } from './invitee-status-badge';
import { useInviteeCardImage } from './use-cards';
import { useDeleteInvitee, useReissueCard, type Invitee } from './use-invitees';

/**
 * One invitee as a card: status, card and admits, pledge, paid and balance, and the link to their own page (to copy
 * and share); their entry card to view; edit, reissue the card and delete when the caller manages invitees.
 */
export function InviteeCard({ eventId, invitee, manage }: { eventId: number; invitee: Invitee; manage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteInvitee(eventId, invitee.id);
  const reissue = useReissueCard(eventId, invitee.id);
  const [cardShown, setCardShown] = useState(false);
  const cardImage = useInviteeCardImage(eventId, invitee.id, invitee.entry_code, cardShown);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={invitee.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{invitee.name}</Text>
            <Text size="sm">{formatPhone(invitee.phone)}</Text>
          </Stack>
          <InviteeStatusBadge status={invitee.status} />
        </Group>
        <Text size="sm">
          {t('events.cardLine', {
            card: t(`events.card_${invitee.card_type}`),
            admits: formatCount(invitee.admits),
            admitted: formatCount(invitee.guests_admitted),
          })}
        </Text>
        {invitee.attending_count !== null && (
          <Text size="sm">{t('events.attendingLine', { count: formatCount(invitee.attending_count) })}</Text>
        )}
        <Text size="sm">
          {t('events.moneyLine', {
            pledge: formatMoney(invitee.pledge_amount),
            paid: formatMoney(invitee.paid_amount),
            balance: formatMoney(invitee.balance),
          })}
        </Text>
        <Group gap="xs">
          <Anchor href={invitee.event_link} target="_blank" rel="noreferrer" size="sm">
            {t('events.inviteePage')}
          </Anchor>
          <CopyButton value={invitee.event_link}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" onClick={copy}>
                {t(copied ? 'events.copied' : 'events.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" aria-expanded={cardShown} onClick={() => setCardShown(!cardShown)}>
            {t(cardShown ? 'events.hideCard' : 'events.viewCard')}
          </Button>
          {manage && (
            <>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('events.edit')}
              </Button>
              <Button size="xs" variant="light" loading={reissue.isPending} onClick={() => reissue.mutate()}>
                {t('events.reissueCard')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('contacts.delete')}
              </Button>
            </>
          )}
        </Group>
        {cardShown && cardImage.card.isPending && <Loader size="sm" role="status" aria-label={t('events.viewCard')} />}
        {cardShown && cardImage.card.isError && <ErrorAlert error={cardImage.card.error} />}
        {cardShown && cardImage.url && (
          <Image src={cardImage.url} alt={t('events.cardAlt', { name: invitee.name })} maw={400} radius="sm" />
        )}
        {reissue.isSuccess && (
          <Text size="sm" role="status">
            {t('events.reissued')}
          </Text>
        )}
        {reissue.isError && <ErrorAlert error={reissue.error} />}
      </Stack>
      {editing && <InviteeForm eventId={eventId} invitee={invitee} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('events.deleteInviteeTitle')}
          text={t('events.deleteInviteeText', { name: invitee.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
