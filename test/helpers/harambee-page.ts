import axios, { type AxiosResponse } from 'axios';

/** An event's harambee page as a browser without scripts sees it: its HTML, form token and form cookie. */
export interface HarambeePage {
  response: AxiosResponse<string>;
  html: string;
  csrf: string;
  cookie: string;
  /** Posts the contribution form (`pledge` or `pay`) with the page's token and cookie unless overridden. */
  post(
    action: 'pledge' | 'pay',
    fields: Record<string, string>,
    options?: { csrf?: string; cookie?: string },
  ): Promise<AxiosResponse<string>>;
}

const client = axios.create({
  validateStatus: () => true,
  maxRedirects: 0,
  responseType: 'text',
  transformResponse: (d) => d,
});

/** Opens a harambee page (`public_url`) like a browser, keeping the form token and cookie for later posts. */
export async function openHarambeePage(url: string, query = ''): Promise<HarambeePage> {
  const response = await client.get<string>(`${url}${query}`);
  const html = response.data;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return {
    response,
    html,
    csrf,
    cookie,
    post: (action, fields, options = {}) =>
      client.post<string>(
        `${url}/${action}`,
        new URLSearchParams({ _csrf: options.csrf ?? csrf, ...fields }).toString(),
        {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: options.cookie ?? cookie },
        },
      ),
  };
}

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
