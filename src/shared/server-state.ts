/** The `<script type="application/json">` of a server-rendered page that holds its query answers. */
export const SERVER_STATE_ID = 'nabta-state';
