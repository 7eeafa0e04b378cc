/** Dates on the order desk: day and time, as the customer's order page shows them. */
export const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
