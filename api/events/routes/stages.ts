import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { withBody } from '../../http/middleware/validate';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { createStageBody, previewStageBody, updateStageBody } from '../schemas/stages';
import { presentStage, presentStageWithFigures } from '../presenters/stage';
import { presentStagePreview } from '../presenters/stage-preview';
import { presentStageSend } from '../presenters/stage-send';
import { EventStage } from '../../../db/models';
import { findTenantEvent } from '../../../db/events/events';
import { stageFigures } from '../../../db/events/stage-figures';
import { stageReach } from '../../../db/events/stage-reach';
import { createEventStage, deleteEventStage, updateEventStage } from '../../../use-cases/events/stage-changes';
import { sendStageNow } from '../../../use-cases/events/stage-send';
import { previewStage } from '../../../use-cases/events/stage-preview';
import { requireTenantEventParam } from '../event-param';

/**
 * SMS stages of an event (docs/interface.md §4.8b, docs/decisions.md §8): list with their figures, create, preview, update (arming its
 * runs), delete, and send now.
 */
export function createEventStagesRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event;
  };

  router.get('/events/:event_id/sms-stages', requireEventPermission(deps, 'events.view'), async (req, res) => {
    const event = await eventOf(req);
    const stages = await EventStage.findAll({
      where: { tenantId: event.tenantId, eventId: event.id },
      order: [['id', 'ASC']],
    });
    const figures = await stageFigures(deps.sequelize, event, stages, deps.config.publicBaseUrl);
    const reach = await stageReach(deps.sequelize, event.tenantId, event.id);
    res.json({
      data: stages.map((stage) => presentStageWithFigures(stage, figures.get(stage.id), reach.get(stage.id))),
    });
  });

  router.post(
    '/events/:event_id/sms-stages',
    requireEventPermission(deps, 'events.send_sms'),
    withBody(createStageBody, async (req, res, input) => {
      const event = await eventOf(req);
      const stage = await createEventStage(deps, event.tenantId, event.id, input);
      res.status(201).json({ data: presentStage(stage) });
    }),
  );

  // Before any `/sms-stages/:stage_id` route, so `preview` is never taken for a stage id.
  router.post(
    '/events/:event_id/sms-stages/preview',
    requireEventPermission(deps, 'events.send_sms'),
    withBody(previewStageBody, async (req, res, input) => {
      const event = await eventOf(req);
      const preview = await previewStage(deps.sequelize, event, input, deps.config.publicBaseUrl);
      res.json({ data: presentStagePreview(preview) });
    }),
  );

  router.put(
    '/events/:event_id/sms-stages/:stage_id',
    requireEventPermission(deps, 'events.send_sms'),
    withBody(updateStageBody, async (req, res, input) => {
      const stage = await updateEventStage(
        deps,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'stage_id'),
        input,
      );
      if (!stage) throw notFound('SMS stage');
      res.json({ data: presentStage(stage) });
    }),
  );

  router.delete(
    '/events/:event_id/sms-stages/:stage_id',
    requireEventPermission(deps, 'events.send_sms'),
    async (req, res) => {
      if (!(await deleteEventStage(deps, tenantAuth(req).tenantId, idParam(req, 'event_id'), idParam(req, 'stage_id'))))
        throw notFound('SMS stage');
      res.json({ message: 'SMS stage deleted.' });
    },
  );

  router.post(
    '/events/:event_id/sms-stages/:stage_id/send',
    requireEventPermission(deps, 'events.send_sms'),
    async (req, res) => {
      const auth = tenantAuth(req);
      const batch = await sendStageNow(deps, {
        tenantId: auth.tenantId,
        eventId: idParam(req, 'event_id'),
        stageId: idParam(req, 'stage_id'),
        userId: auth.user.id,
      });
      res.json(presentStageSend(batch));
    },
  );

  return router;
}
