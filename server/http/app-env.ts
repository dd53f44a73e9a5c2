/** Variables every request handler can read (`c.var`) and the Node bindings (`c.env`). */
import type { HttpBindings } from '@hono/node-server';
import type { AttemptLimiter } from '../auth/rate-limit';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { DataLayer } from '../db';
import type { Outbound } from '../domain/social-sign-in';
import type { AccessGrant } from '../db/sessions';
import type { Observability } from './observability';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    data: DataLayer;
    config: ServerConfig;
    /** The site's one public origin (AppDeps.publicOrigin), for every absolute link the API writes. */
    origin: string;
    /** The one clock (AppDeps.now). */
    now: Clock;
    /**
     * Wrong passwords given to confirm an action (a withdrawal, closing the account), per customer:
     * without a limit, a stolen token could guess the password as fast as it liked.
     */
    passwordGuesses: AttemptLimiter;
    /** How the API calls another party (an identity provider): fetch, or in tests the app itself. */
    outbound: Outbound;
    /** This instance's metrics (AppDeps.observability). */
    observe: Observability;
    /** Set by requireCustomer on routes that need a signed-in customer. */
    grant: AccessGrant;
  };
}
