import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { content, isComplete, type Draft } from './compose-draft';

/** Typing pauses this long before the preview is asked again (one request per pause, not per key). */
const DEBOUNCE_MS = 400;

/** POST /sms/preview for the draft as it stands: encoding, segments, credits, balance, the GSM-7 suggestion. */
export function useSmsPreview(draft: Draft) {
  const { api } = useSession();
  const [settled] = useDebouncedValue(draft, DEBOUNCE_MS);
  const { audience } = settled;
  const body = {
    ...content(settled),
    ...(audience.kind === 'number' ? { to: audience.to } : {}),
    ...(audience.kind === 'list' ? { numbers: audience.numbers } : {}),
    ...(audience.kind === 'group' ? { group_id: audience.groupId } : {}),
    normalize: settled.normalize,
  };
  return useQuery({
    queryKey: ['sms-preview', body],
    queryFn: async () => unwrap(await api.POST('/sms/preview', { body })),
    enabled: isComplete(settled),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
