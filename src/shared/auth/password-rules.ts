// The password rules of sign-up, reset and the settings' password change (one place, no import of
// the message catalogue, so a page can show them without downloading it).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
