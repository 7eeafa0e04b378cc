/**
 * The installed app and a weak network (issue 28, docs/decisions/023-offline-and-install.md): the
 * offline notice on a page opened from the phone's copy, the offline page, what needs a connection,
 * the install button and the web app manifest. Part of `en` as `en.offline`.
 */
export const offlineEn = {
  appName: 'Nabta',
  appDescription: 'Plants delivered across Algeria, and plant identification from a photo.',
  install: 'Install the app',
  notice: 'You are offline; prices may have changed.',
  pageTitle: 'You are offline',
  pageText:
    'This page has not been saved on this phone yet. These pages were, and open without a connection:',
  /** The offline page when the phone has kept neither the home page nor the shop in this language (a signed-in reader's pages are never kept). */
  pageTextNothingKept: 'This page has not been saved on this phone, and neither the home page nor the shop has been yet: come back when you are connected.',
  retry: 'Try again',
  home: 'Home',
  shop: 'Shop',
  needsConnectionTitle: 'No connection',
  checkoutNeedsConnection: 'Placing an order needs a connection. What you typed is kept: send it once you are back online.',
  identifyNeedsConnection: 'Identifying a plant needs a connection: try again once you are back online.',
};
