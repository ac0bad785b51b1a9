import type { TenantCounts } from '../../db/dashboard/dashboard';
import type { UpcomingHoliday } from '../../domain/calendar/tz-holidays';
import { DateOnly, Id, Nullable, Phone, Resource, Type, type Static } from '../http/openapi/response-schema';

const Count = Type.Integer({ minimum: 0 });

const UpcomingBirthdaySchema = Resource(
  'UpcomingBirthday',
  {
    id: Id,
    name: Type.String(),
    phone: Phone,
    birth_date: DateOnly,
    days_until: Type.Integer({ minimum: 0, description: 'Days from today (Dar es Salaam); 0 is today' }),
    upcoming_age: Type.Integer({ description: 'The age the contact turns on that birthday' }),
  },
  "A contact's birthday within the next 30 days",
);
export type UpcomingBirthday = Static<typeof UpcomingBirthdaySchema>;

export const DashboardSchema = Resource(
  'Dashboard',
  {
    users_count: Count,
    contacts_count: Count,
    groups_count: Count,
    messages_count: Count,
    messages_today: { ...Count, description: 'Messages sent today (Dar es Salaam day, on sent_at)' },
    upcoming_holiday: Nullable(
      Type.Object(
        {
          name: Type.String({ examples: ['Christmas Day'] }),
          date: DateOnly,
          days_until: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false, description: 'The next Tanzanian public holiday; null past the known table' },
      ),
    ),
    upcoming_birthdays: Type.Array(UpcomingBirthdaySchema, {
      description: 'The soonest birthdays of the next 30 days (at most 100), soonest first',
    }),
    birthday_wishes_enabled: Type.Boolean(),
  },
  "The organization's dashboard summary",
);
export type Dashboard = Static<typeof DashboardSchema>;

export interface DashboardParts {
  counts: TenantCounts;
  messages: { messages_count: number; messages_today: number };
  holiday: UpcomingHoliday | null;
  birthdays: UpcomingBirthday[];
  birthdayWishesEnabled: boolean;
}

/** The dashboard summary (docs/interface.md §2), from its separately read parts. */
export const presentDashboard = (parts: DashboardParts): Dashboard => ({
  users_count: parts.counts.users_count,
  contacts_count: parts.counts.contacts_count,
  groups_count: parts.counts.groups_count,
  messages_count: parts.messages.messages_count,
  messages_today: parts.messages.messages_today,
  upcoming_holiday: parts.holiday,
  upcoming_birthdays: parts.birthdays,
  birthday_wishes_enabled: parts.birthdayWishesEnabled,
});
