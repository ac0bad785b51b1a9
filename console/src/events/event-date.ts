/** An event's day (YYYY-MM-DD, a Dar es Salaam calendar day) with its weekday and year: events are planned ahead. */
export const formatEventDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
