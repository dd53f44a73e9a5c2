/**
 * Identity verification (spec 1 §3, spec 3 §3–§4): the ways a customer can prove who they are,
 * where each stands, and the rules a photo-ID upload and a licence must meet. The PWA's forms and
 * the reference API's checks both read these, so they refuse the same things in the same words.
 */
export const VERIFICATION_METHOD_TYPES = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export type VerificationMethodType = (typeof VERIFICATION_METHOD_TYPES)[number];

export const VERIFICATION_STATUSES = [
  'disabled',
  'not_attempted',
  'pending',
  'in_progress',
  'attempted',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Photo ID: what a person reviewing it can open, by the file's first bytes rather than its name. */
export const PHOTO_ID_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PhotoIdMediaType = (typeof PHOTO_ID_MEDIA_TYPES)[number];
export const PHOTO_ID_ACCEPT = PHOTO_ID_MEDIA_TYPES.join(',');
/** A phone's camera photo fits well inside this. */
export const PHOTO_ID_MAX_BYTES = 8 * 1024 * 1024;
/** The front and back of a card. */
export const PHOTO_ID_MAX_FILES = 2;

export const PHOTO_ID_MESSAGES = {
  none: 'Choose a photo of your ID to upload.',
  tooMany: `Upload at most ${PHOTO_ID_MAX_FILES} photos: the front and back of your ID.`,
  notImage: 'That file is not a photo. Upload a JPEG, PNG, WebP or HEIC photo of your ID.',
  tooBig: `That photo is larger than ${PHOTO_ID_MAX_BYTES / 1024 / 1024} MB. Upload a smaller one.`,
} as const;

/** A driver's licence is issued by a state or territory. */
export const LICENCE_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Australian licence and card numbers: letters and digits, their lengths varying by state. */
export const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9]{4,10}$/;
export const LICENCE_MESSAGES = {
  number: 'Enter the licence number as it is printed on your licence.',
  card: 'Enter the card number as it is printed on your licence.',
} as const;

export const VERIFICATION_OUTCOMES = {
  verified: 'Thanks, your identity is verified.',
  autoNoMatch:
    "We couldn't match your details with an identity record. Verify with your driver's licence, ConnectID or a photo of your ID instead.",
  licenceNoMatch:
    "We couldn't match that licence with your details. Check the numbers, or verify another way.",
  photoReceived: "Thanks, we've received your ID. We'll check it within one business day and email you.",
  connectIdCancelled: 'You did not share your details through ConnectID, so nothing has changed.',
} as const;

/** The customer overview's verificationRules.requiredBeforeWithdrawal, which the server enforces. */
export const VERIFIED_BEFORE_WITHDRAWAL = true;
export const VERIFY_BEFORE_WITHDRAWAL_MESSAGE =
  'Verify your identity before you withdraw: it keeps your winnings safe.';
