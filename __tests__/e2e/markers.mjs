// Marker values for every server-side variable, set at build time and run time of the browser suite.
// None may ever appear in anything the browser receives.
export const SECRET_MARKERS = {
  EMAIL_TRANSPORT: 'outbox',
  STAFF_EMAIL: 'marker-staff-7f3a@staff-marker.example',
  MAIL_FROM_NAME: 'MARKER_FROM_NAME_5c1e',
  WEB3FORMS_URL: 'https://marker-web3forms-9d2b.invalid/submit',
  WEB3FORMS_ORDER_KEY: 'MARKER_ORDER_KEY_31b7e0',
  WEB3FORMS_UPDATE_KEY: 'MARKER_UPDATE_KEY_84c2aa',
  SMTP_URL: 'smtp://marker-user:MARKER_SMTP_PASS_6e0d@marker-smtp.invalid:2525',
  ORDER_TOKEN_SECRET: 'MARKER_TOKEN_SECRET_d41d8c',
  STAFF_SESSION_SECRET: 'MARKER_STAFF_SESSION_SECRET_0b9e7c4a21f3',
};

/**
 * Set at build time only: a runtime xpub would give the suite's orders derived addresses (bitcoin.spec.ts runs its
 * own server with one). A real account key (BIP84's test account as an xpub), so nothing refuses it.
 */
export const BUILD_ONLY_MARKERS = {
  BITCOIN_XPUB:
    'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
};

/** The strings to search for (the transport name is not a secret). */
export const SECRET_STRINGS = [
  'marker-staff-7f3a',
  'MARKER_FROM_NAME_5c1e',
  'marker-web3forms-9d2b',
  'MARKER_ORDER_KEY_31b7e0',
  'MARKER_UPDATE_KEY_84c2aa',
  'MARKER_SMTP_PASS_6e0d',
  'MARKER_TOKEN_SECRET_d41d8c',
  'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7Wy',
  'MARKER_STAFF_SESSION_SECRET_0b9e7c4a21f3',
];
