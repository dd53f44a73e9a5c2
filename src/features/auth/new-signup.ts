/**
 * `isNewSignup` (spec 1 §3): set when an account is opened, read by the first visit to
 * /my-account, which welcomes the new customer once. Kept for the browser session: sign-up ends in
 * a full page load.
 */
const NEW_SIGNUP_KEY = 'luckydip.new-signup';

export const markNewSignup = () => sessionStorage.setItem(NEW_SIGNUP_KEY, '1');
export const isNewSignup = () => sessionStorage.getItem(NEW_SIGNUP_KEY) === '1';
export const welcomed = () => sessionStorage.removeItem(NEW_SIGNUP_KEY);
