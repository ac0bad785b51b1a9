import type { HarambeeCrowd } from '../../../db/events/harambee-page';

/** How long a page's contributors and names are served from memory: a shared link gets bursts. */
export const CROWD_CACHE_MS = 3000;
/** Pages remembered at most (the oldest is forgotten first). */
const MAX_PAGES = 1000;

/**
 * The contributors and listed names of harambee pages, kept a few seconds per event in this process (the event row,
 * with the page's switch, status and collected total, is still read on every request). A contribution posted to
 * this process forgets its event's entry, so the contributor sees their name at once; other changes (a payment, a
 * post to another process) show within CROWD_CACHE_MS.
 */
export class CrowdCache {
  private readonly entries = new Map<number, { crowd: Promise<HarambeeCrowd>; expires: number }>();

  constructor(private readonly ttlMs = CROWD_CACHE_MS) {}

  /** The event's cached figures, or `load`'s (one load per event at a time, shared by the requests waiting on it). */
  get(eventId: number, load: () => Promise<HarambeeCrowd>): Promise<HarambeeCrowd> {
    const now = Date.now();
    const cached = this.entries.get(eventId);
    if (cached && cached.expires > now) return cached.crowd;
    this.entries.delete(eventId);
    if (this.entries.size >= MAX_PAGES) this.entries.delete(this.entries.keys().next().value!);
    const crowd = load();
    this.entries.set(eventId, { crowd, expires: now + this.ttlMs });
    crowd.catch(() => this.entries.delete(eventId));
    return crowd;
  }

  forget(eventId: number): void {
    this.entries.delete(eventId);
  }
}
