/**
 * Measurement cookies (issue 40 item 2, docs/decisions/037): the banner asking a visitor before an ad
 * platform's pixel runs, and the control on /cookies to change the answer. `{companies}`: the
 * platforms the owner configured ("Meta and TikTok"). Part of `en` as `en.consent`.
 */
export const consentEn = {
  title: 'Measuring our ads',
  text: 'With your permission, {companies} measure which of our ads bring you here, with a cookie in this browser. Refusing changes nothing else on the site.',
  accept: 'Accept',
  refuse: 'Refuse',
  more: 'About cookies',
  /** On /cookies: the visitor's answer, and the button to give it again. */
  granted: 'You accepted measurement cookies.',
  denied: 'You refused measurement cookies.',
  none: 'You have not answered about measurement cookies yet.',
  change: 'Change my choice',
} as const;
