/**
 * "Don't require 2FA again": the server's device token for this browser. Sent with the password;
 * forgotten on request, or when the server stops honouring it (password change, 2FA off).
 */
const DEVICE_KEY = 'luckydip.2fa-device';

export const rememberedDevice = {
  get: (): string | undefined => localStorage.getItem(DEVICE_KEY) ?? undefined,
  set: (token: string) => localStorage.setItem(DEVICE_KEY, token),
  forget: () => localStorage.removeItem(DEVICE_KEY),
  isRemembered: () => localStorage.getItem(DEVICE_KEY) !== null,
};
