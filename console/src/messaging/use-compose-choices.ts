import { useQuery } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

/** GET /groups (groups.view): the groups a compose may send to. */
export function useGroupChoices(enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['groups'],
    queryFn: async () => unwrap(await api.GET('/groups')).data,
    enabled,
  });
}

/** GET /templates (templates.view): the saved texts a compose may use (the first hundred, newest first). */
export function useTemplateChoices(enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['templates', 'choices'],
    queryFn: async () => unwrap(await api.GET('/templates', { params: { query: { per_page: 100 } } })).data,
    enabled,
  });
}
