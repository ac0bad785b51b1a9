import axios from 'axios';
import type { AnySchema } from 'yup';
import { appRouter } from '../../api/http/trpc/router';
import type { YupInputParser } from '../../api/http/trpc/input';
import { testEnv } from './env';
import { apiClient } from './tenant';

export interface TrpcReply<T = any> {
  status: number;
  data?: T;
  error?: { message: string; code: number; data: { httpStatus: number; code: string; error_code?: string } };
}

/** A platform admin token (the super admin created by the test environment). */
export async function superAdminToken(): Promise<string> {
  const { config } = testEnv();
  const res = await apiClient().post('/login', { email: config.superAdminEmail, password: config.superAdminPassword });
  if (res.status !== 200) throw new Error(`super admin login failed: ${res.status}`);
  return res.data.token as string;
}

/** Calls a tRPC procedure over HTTP as a client would (plain JSON, no transformer); never throws on a status. */
export async function trpcCall<T = any>(
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  token?: string,
): Promise<TrpcReply<T>> {
  const url = `${testEnv().baseUrl}/trpc/${path}`;
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    kind === 'query'
      ? await axios.get(url, { params: { input: JSON.stringify(input) }, headers, validateStatus: () => true })
      : await axios.post(url, JSON.stringify(input), {
          headers: { ...headers, 'Content-Type': 'application/json' },
          validateStatus: () => true,
        });
  return { status: res.status, data: res.data?.result?.data as T | undefined, error: res.data?.error };
}

export interface TrpcProcedureInfo {
  path: string;
  kind: 'query' | 'mutation';
  /** The yup schema of its input when it is parsed through yupInput (api/http/trpc/input.ts). */
  schema?: AnySchema;
}

/** Every procedure of the admin router, with its kind and input schema. */
export function trpcProcedures(): TrpcProcedureInfo[] {
  const procedures = (
    appRouter._def as unknown as { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> }
  ).procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    kind: procedure._def.type === 'mutation' ? 'mutation' : 'query',
    schema:
      procedure._def.inputs.length === 1
        ? (procedure._def.inputs[0] as Partial<YupInputParser<AnySchema>>).schema
        : undefined,
  }));
}
