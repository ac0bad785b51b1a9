import type { Request } from 'express';

/**
 * One field of a public page's form post, as express.urlencoded left it: a string (or a list of them when repeated),
 * undefined when absent or when the post carried no form. The pages check each field themselves (page-forms.ts) and
 * answer in HTML, so their posts take no JSON body contract.
 */
export function formField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}
