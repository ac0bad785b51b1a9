import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, tenantAuth } from '../http/middleware/authenticate';
import { Tenant } from '../../db/models';
import { contactsWithBirthdaysWithin, messageCounts, tenantCounts } from '../../db/dashboard/dashboard';
import { darDate } from '../../domain/calendar/dar-calendar';
import { nextBirthday } from '../../domain/calendar/birthdays';
import { nextPublicHoliday } from '../../domain/calendar/tz-holidays';
import { presentDashboard, type UpcomingBirthday } from './presenters';

const BIRTHDAY_WINDOW_DAYS = 30;
/** The dashboard lists the soonest birthdays only; a big contact book has hundreds a month. */
const MAX_LISTED_BIRTHDAYS = 100;

/** GET /dashboard (docs/interface.md §4.2, docs/decisions.md §9); "today" is the Africa/Dar_es_Salaam day. */
export function createDashboardRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/dashboard', requirePermission('dashboard'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const today = darDate(new Date());
    const [counts, messages, birthdays, tenant] = await Promise.all([
      tenantCounts(deps.sequelize, tenantId),
      messageCounts(deps.sequelize, tenantId, today),
      contactsWithBirthdaysWithin(deps.sequelize, tenantId, today, BIRTHDAY_WINDOW_DAYS),
      Tenant.findByPk(tenantId, { attributes: ['birthdayWishesEnabled'] }),
    ]);
    res.json(
      presentDashboard({
        counts,
        messages,
        holiday: nextPublicHoliday(today),
        birthdays: upcomingBirthdays(birthdays, today),
        birthdayWishesEnabled: tenant?.birthdayWishesEnabled ?? false,
      }),
    );
  });

  return router;
}

function upcomingBirthdays(
  contacts: Array<{ id: number; name: string; phone: string; birth_date: string }>,
  today: string,
): UpcomingBirthday[] {
  return contacts
    .map((c) => {
      const next = nextBirthday(c.birth_date, today);
      return {
        id: c.id,
        name: c.name,
        phone: c.phone,
        birth_date: c.birth_date,
        days_until: next.daysUntil,
        upcoming_age: next.upcomingAge,
      };
    })
    .sort((a, b) => a.days_until - b.days_until || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, MAX_LISTED_BIRTHDAYS);
}
