/** The translation key of a purchase's or sender id's status. */
export const statusKey = (status: string): string => `admin.status_${status}`;
