import type { AxiosInstance, AxiosResponse } from 'axios';

/** Posts `content` as the multipart field `file` (or under another field name), as a browser form would. */
export function uploadFile(
  api: AxiosInstance,
  path: string,
  filename: string,
  content: string | Buffer,
  options: { type?: string; field?: string } = {},
): Promise<AxiosResponse> {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    filename,
  );
  return api.post(path, form, { maxBodyLength: Infinity, maxContentLength: Infinity });
}
