/** The `<script type="application/json">` of a server-rendered page that holds what the browser hydrates it with. */
export const SERVER_STATE_ID = 'nabta-state';

/** Its content (docs/decisions/015): the query answers the page was rendered with. */
export interface ServerState<Queries = unknown> {
  queries: Queries;
}
