/**
 * A cookie scripts can read, set and cleared with the HttpOnly session cookie: it says only "a
 * session may exist", so an anonymous visitor's page does not ask `GET /api/auth/user` (a 401 in
 * every console). It carries no secret; the session cookie still decides who you are.
 */
export const SESSION_HINT_COOKIE = 'nabta_session_hint';
