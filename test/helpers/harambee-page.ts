import { openInviteePage, type InviteePage } from './event-page';

/** An event's harambee page as a browser without scripts sees it: the invitee page's opener serves it as well. */
export type HarambeePage = InviteePage;

/** Opens a harambee page (`public_url`) like a browser, keeping the form token and cookie for later posts. */
export const openHarambeePage = (url: string, query = ''): Promise<HarambeePage> => openInviteePage(url, query);

/** The page's figures as it shows them. */
export function harambeeFigures(html: string) {
  const number = (pattern: RegExp) => Number(pattern.exec(html)?.[1] ?? NaN);
  return {
    collected: number(/id="collected" data-amount="(\d+)"/),
    contributors: number(/id="contributors" data-count="(\d+)"/),
    progress: /<progress id="progress" max="(\d+)" value="(\d+)">/.exec(html)?.slice(1).map(Number) ?? null,
    listed: [...(/<ul class="names">(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]),
  };
}
