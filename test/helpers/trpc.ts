import axios from 'axios';
import { testEnv } from './env';
import { apiClient } from './tenant';

export interface TrpcReply<T = any> {
  status: number;
  data?: T;
  error?: { message: string; code: number; data: { httpStatus: number; code: string } };
}

/** A platform admin token (the super admin created by the test environment). */
export async function superAdminToken(): Promise<string> {
  const { config } = testEnv();
  const res = await apiClient().post('/login', { email: config.superAdminEmail, password: config.superAdminPassword });
  if (res.status !== 200) throw new Error(`super admin login failed: ${res.status}`);
  return res.data.token as string;
}

/** Calls a tRPC procedure over HTTP as a client would (plain JSON, no transformer); never throws on a status. */
export async function trpcCall<T = any>(kind: 'query' | 'mutation', path: string, input: unknown, token?: string): Promise<TrpcReply<T>> {
  const url = `${testEnv().baseUrl}/trpc/${path}`;
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  const res = kind === 'query'
    ? await axios.get(url, { params: { input: JSON.stringify(input) }, headers, validateStatus: () => true })
    : await axios.post(url, input, { headers, validateStatus: () => true });
  return { status: res.status, data: res.data?.result?.data as T | undefined, error: res.data?.error };
}
