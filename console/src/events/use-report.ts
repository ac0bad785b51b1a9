import { useMutation } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type ReportFormat = 'csv' | 'pdf';

/** Hands `blob` to the browser as a download named `name`. */
export function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /events/{id}/report.csv or .pdf with the session's token (a plain link would carry none), saved as a file. */
export function useDownloadReport(eventId: number) {
  const { api } = useSession();
  return useMutation({
    mutationFn: async (format: ReportFormat) => {
      const params = { path: { event_id: eventId } };
      const blob = unwrap(
        format === 'csv'
          ? await api.GET('/events/{event_id}/report.csv', { params, parseAs: 'blob' })
          : await api.GET('/events/{event_id}/report.pdf', { params, parseAs: 'blob' }),
      );
      save(blob, `event-${eventId}-report.${format}`);
    },
  });
}
