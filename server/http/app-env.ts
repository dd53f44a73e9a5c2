/** Variables every request handler can read (`c.var`) and the Node bindings (`c.env`). */
import type { HttpBindings } from '@hono/node-server';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { DataLayer } from '../db';
import type { AccessGrant } from '../db/sessions';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    data: DataLayer;
    config: ServerConfig;
    /** The one clock (AppDeps.now). */
    now: Clock;
    /** Set by requireCustomer on routes that need a signed-in customer. */
    grant: AccessGrant;
  };
}
