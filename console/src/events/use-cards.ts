import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { save } from './use-report';

/** The card's language: the console's own (the API draws Kiswahili or English). */
const cardLang = (language: string): 'sw' | 'en' => (language.startsWith('en') ? 'en' : 'sw');

/**
 * GET /events/{id}/invitees/{invitee_id}/card.png (permission `events.view`) with the session's token (an <img src>
 * would carry none), while `shown`; an object URL for an <img>, revoked when the card is hidden or changes.
 */
export function useInviteeCardImage(eventId: number, inviteeId: number, entryCode: string, shown: boolean) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const lang = cardLang(i18n.language);
  const card = useQuery({
    // The entry code is in the key: a reissued card is drawn afresh.
    queryKey: ['events', eventId, 'invitees', inviteeId, 'card', { entryCode, lang }],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/invitees/{invitee_id}/card.png', {
          params: { path: { event_id: eventId, invitee_id: inviteeId }, query: { lang } },
          parseAs: 'blob',
        }),
      ),
    enabled: shown,
    // The card stays on screen while it is drawn again in the other language.
    placeholderData: keepPreviousData,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!shown || !card.data) return undefined;
    const objectUrl = URL.createObjectURL(card.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [card.data, shown]);
  return { card, url };
}

/** GET /events/{id}/cards.pdf (permission `events.view`): every entry card, eight to an A4 page, saved as a file. */
export function useDownloadCards(eventId: number) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const blob = unwrap(
        await api.GET('/events/{event_id}/cards.pdf', {
          params: { path: { event_id: eventId }, query: { lang: cardLang(i18n.language) } },
          parseAs: 'blob',
        }),
      );
      save(blob, `event-${eventId}-cards.pdf`);
    },
  });
}
