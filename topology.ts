/**
 * The local topology: one place for every app's port and the API base URL.
 * Every value can be overridden from the environment.
 */
export const APPS = [
  'shell',
  'remote-landing',
  'remote-client',
  'remote-staff',
  'remote-admin',
] as const;
export type AppName = (typeof APPS)[number];

/** The federation name under which the shell registers each remote (remotes.json keys). */
export const REMOTE_NAMES = {
  'remote-landing': 'landing',
  'remote-client': 'client',
  'remote-staff': 'staff',
  'remote-admin': 'admin',
} as const satisfies Record<Exclude<AppName, 'shell'>, string>;

const PORT_ENV: Record<AppName, string> = {
  shell: 'SHELL_PORT',
  'remote-landing': 'LANDING_PORT',
  'remote-client': 'CLIENT_PORT',
  'remote-staff': 'STAFF_PORT',
  'remote-admin': 'ADMIN_PORT',
};

const DEFAULT_PORTS: Record<AppName, number> = {
  shell: 3000,
  'remote-landing': 3001,
  'remote-client': 3002,
  'remote-staff': 3003,
  'remote-admin': 3004,
};

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

export function appPorts(): Record<AppName, number> {
  return Object.fromEntries(
    APPS.map((app) => [app, portFrom(PORT_ENV[app], DEFAULT_PORTS[app])]),
  ) as Record<AppName, number>;
}

export function apiPort(): number {
  return portFrom('API_PORT', 4000);
}

/** The API base the browser calls (build-time for the apps). */
export function apiUrl(): string {
  return process.env.API_URL ?? `http://localhost:${apiPort()}/api`;
}

/** remotes.json content: each remote's manifest URL, as served by `npm start`. */
export function remotesManifest(host = 'localhost'): Record<string, string> {
  const ports = appPorts();
  return Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([app, name]) => [
      name,
      `http://${host}:${ports[app as AppName]}/mf-manifest.json`,
    ]),
  );
}
