import axios, { type AxiosResponse } from 'axios';

/** A public page (the invitee's, a harambee page) as a browser without scripts sees it: its HTML, form token and form cookie. */
export interface InviteePage {
  response: AxiosResponse<string>;
  html: string;
  csrf: string;
  cookie: string;
  /** Posts a form of the page (`rsvp`, `pledge`, `pay`) with the page's token and cookie unless overridden. */
  post(
    action: string,
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

/** Opens an invitee link (`event_link`) like a browser, keeping the form token and cookie for later posts. */
export async function openInviteePage(link: string, query = ''): Promise<InviteePage> {
  const response = await client.get<string>(`${link}${query}`);
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
        `${link}/${action}`,
        new URLSearchParams({ _csrf: options.csrf ?? csrf, ...fields }).toString(),
        {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: options.cookie ?? cookie },
        },
      ),
  };
}
