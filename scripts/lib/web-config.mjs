// Ports of the web servers, from the environment, checked before anything starts.
import { z } from 'zod';

const port = (fallback) => z.coerce.number().int().min(1).max(65535).default(fallback);

const schema = z.object({
  SHELL_PORT: port(3000),
  MF_MARKETING_PORT: port(3001),
  MF_ASSIGNMENTS_PORT: port(3002),
  MF_GRADING_PORT: port(3003),
  MF_ACCOUNT_PORT: port(3004),
  API_PORT: port(4000),
  WEB_HOST: z.string().min(1).default('localhost'),
});

/** Parses the environment; a bad value ends start-up with one line per problem. */
export function readWebConfig(env = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    apps: [
      { label: 'shell', dir: 'shell/dist', port: c.SHELL_PORT, spa: true },
      { label: 'mf-marketing', dir: 'mf-marketing/dist', port: c.MF_MARKETING_PORT },
      { label: 'mf-assignments', dir: 'mf-assignments/dist', port: c.MF_ASSIGNMENTS_PORT },
      { label: 'mf-grading', dir: 'mf-grading/dist', port: c.MF_GRADING_PORT },
      { label: 'mf-account', dir: 'mf-account/dist', port: c.MF_ACCOUNT_PORT },
    ],
  };
}
