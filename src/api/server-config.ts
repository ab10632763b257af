import { queryOptions } from '@tanstack/react-query';
import type { KeySource } from './api-error.ts';
import { getPlainJson, type RequestOptions } from './http.ts';
import { SERVER_CONFIG_PATH, serverConfigSchema, type ServerConfig } from '../contract/schemas.ts';

/** GET /zonescope/config: demo or proxy mode, whether the server supplies the key, demo data. */
export function getServerConfig(options: RequestOptions = {}): Promise<ServerConfig> {
  return getPlainJson(SERVER_CONFIG_PATH, serverConfigSchema, options);
}

export const serverConfigQueries = {
  all: () => ['server-config'] as const,
  config: () =>
    queryOptions({
      queryKey: serverConfigQueries.all(),
      queryFn: ({ signal }) => getServerConfig({ signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Where the key the DNS API sees comes from, per the server's config (undefined: not answered yet). */
export function keySourceOf(config: ServerConfig | undefined): KeySource {
  if (config === undefined) return 'unknown';
  return config.serverOverridesKey ? 'server' : 'browser';
}
