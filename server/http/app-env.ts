/** Variables every request handler can read (`c.var`) and the Node bindings (`c.env`). */
import type { HttpBindings } from '@hono/node-server';
import type { AccessGrant } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    db: Db;
    config: ServerConfig;
    /** Set by requireCustomer on routes that need a signed-in customer. */
    grant: AccessGrant;
  };
}
