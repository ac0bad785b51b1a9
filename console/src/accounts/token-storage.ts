const STORAGE_KEY = 'console.session';

/** The session token kept on this device (localStorage: a sign-in lasts across tabs and restarts until sign-out). */
export const readToken = (): string | null => localStorage.getItem(STORAGE_KEY);

export const storeToken = (token: string): void => localStorage.setItem(STORAGE_KEY, token);

export const forgetToken = (): void => localStorage.removeItem(STORAGE_KEY);
