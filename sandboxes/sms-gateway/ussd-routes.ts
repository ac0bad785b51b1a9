/**
 * The USSD sandbox's control API and phone page, under `/__sandbox/ussd` (test-only; the real gateway has none):
 * - POST /__sandbox/ussd/sessions             {phoneNumber, serviceCode="*150*00#", url?}: dial; the first screen
 * - POST /__sandbox/ussd/sessions/{id}/input  {text}: one input; the next screen (409 once the session is over)
 * - GET  /__sandbox/ussd/sessions/{id}        the session with every step posted and its answer
 * - GET  /__sandbox/ussd                      a phone-shaped page that drives the same calls for a person
 */
import { Router, type RequestHandler, type Response } from 'express';
import { newUssdSession, postUssdStep, presentUssdSession, type UssdSession } from './ussd';
import { USSD_PAGE_CSS, USSD_PAGE_HTML, USSD_PAGE_SCRIPT } from './ussd-page';
import { BadRequestError } from './validation';

/** No inline script or style: the page's own files only, and calls back to this sandbox. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('body must be a JSON object');
  return body as Record<string, unknown>;
}

const asset =
  (type: string, content: string): RequestHandler =>
  (_req, res) => {
    res.set('Content-Security-Policy', PAGE_CSP).set('X-Content-Type-Options', 'nosniff').type(type).send(content);
  };

function sessionOr404(sessions: Map<string, UssdSession>, id: string, res: Response): UssdSession | null {
  const session = sessions.get(id);
  if (!session) res.status(404).json({ error: 'Unknown session' });
  return session ?? null;
}

export function createUssdRouter(sessions: Map<string, UssdSession>, ussdUrl: string): Router {
  const router = Router();
  router.get('/', asset('html', USSD_PAGE_HTML));
  router.get('/phone.css', asset('css', USSD_PAGE_CSS));
  router.get('/phone.js', asset('js', USSD_PAGE_SCRIPT));

  router.post('/sessions', async (req, res) => {
    const session = newUssdSession(bodyOf(req.body), ussdUrl);
    sessions.set(session.id, session);
    res.status(201).json(presentUssdSession(await postUssdStep(session)));
  });

  router.post('/sessions/:id/input', async (req, res) => {
    const text = bodyOf(req.body).text;
    if (typeof text !== 'string' || text.length > 160 || text.includes('*'))
      throw new BadRequestError('text must be a string of at most 160 characters without *');
    const session = sessionOr404(sessions, String(req.params.id), res);
    if (!session) return;
    if (session.status !== 'active') {
      res.status(409).json({ error: 'The session is over' });
      return;
    }
    session.inputs.push(text);
    res.json(presentUssdSession(await postUssdStep(session)));
  });

  router.get('/sessions/:id', (req, res) => {
    const session = sessionOr404(sessions, String(req.params.id), res);
    if (session) res.json(presentUssdSession(session));
  });
  return router;
}
