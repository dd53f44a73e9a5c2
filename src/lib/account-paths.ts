/** Pages a customer can be held on (spec 1 §2); the sign-in flow and the layout both send them there. */
export const FORCE_PASSWORD_PATH = '/force-password-change';
export const UPGRADE_PATH = '/my-account/upgrade-account';
