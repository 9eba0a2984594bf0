/**
 * What the app adds to Fastify's instance and requests. Each area's repository declares its
 * own decoration beside it (server/areas/<area>/repository.ts).
 */
import type { Locale } from '../domain/index.ts';
import type { Config } from './config.ts';
import type { Operation } from './contract.ts';
import type { Db } from './db/client.ts';
import type { User } from './db/schema/index.ts';
import type { DescriptionWriter } from './services/ai-description/index.ts';
import type { CaptchaVerifier } from './services/captcha.ts';
import type { Mailer } from './services/mail.ts';
import type { NotificationBus } from './services/notifications.ts';
import type { Translator } from './services/translations.ts';

/** One thing /health/ready checks (server/areas/health): it throws (or rejects) when not ready. */
export interface ReadinessCheck {
  /** Named in the 503's errors when it fails, e.g. `database`, `storage`. */
  name: string;
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What /health/ready checks: the health area adds the database's, a service may add its own. */
    readinessChecks: ReadinessCheck[];
    db: Db;
    mailer: Mailer;
    /** PostgreSQL's LISTEN/NOTIFY as this process hears it: one connection for every channel (services/notifications.ts). */
    notifications: NotificationBus;
    /** Drafts property descriptions (services/ai-description). */
    descriptionWriter: DescriptionWriter;
    /** Checks the newsletter's captcha codes (services/captcha.ts). */
    captcha: CaptchaVerifier;
    translator: Translator;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null (anonymous). Set before the handler runs. */
    user: User | null;
    /** The language of the answer, from Accept-Language (bg when absent). */
    locale: Locale;
  }
  interface FastifyContextConfig {
    operation?: Operation;
  }
}
