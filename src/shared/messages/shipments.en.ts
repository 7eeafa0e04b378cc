/**
 * Couriers and shipments (issue 24, decision 018): the parcel statuses customers read, the order
 * desk's "create parcels" and labels, and the errors (the couriers' settings are the back office's:
 * `admin.couriers`). Part of `en` as `en.shipments`.
 */
export const shipmentsEn = {
  status: {
    created: 'Parcel created',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    failed_attempt: 'Delivery attempt failed',
    returning: 'Returning to the shop',
    returned: 'Returned to the shop',
  },
  cash: { none: 'Not collected yet', with_courier: 'Cash with the courier', remitted: 'Cash paid out to the shop' },
  tracking: {
    title: 'Delivery',
    courier: 'Courier',
    number: 'Tracking number',
    history: 'Delivery history',
    reason: 'Reason: {reason}',
  },
  desk: {
    selected: '{count} selected',
    chooseCourier: 'Courier',
    createParcels: 'Create parcels',
    creating: 'Creating parcels…',
    printLabels: 'Print labels',
    select: 'Select order {number}',
    selectAll: 'Select every confirmed order on this page',
    resultOk: '{number}: parcel {tracking}',
    resultFailed: '{number}: {message}',
    noCourier: 'No courier is configured: ship by hand with the carrier and tracking number, or add a courier in Settings.',
    cash: 'Courier cash',
  },
  errors: {
    ownerOnly: "Only the shop owner can change the couriers' keys",
    notConfigured: '{courier} is not configured: add its keys in Settings → Couriers',
    orderNotFound: 'Order not found',
    notConfirmed: 'Only confirmed orders can be handed to a courier (this one is {status})',
    cancelled: 'This order is cancelled',
    alreadyShipped: 'This order already has a parcel ({tracking})',
    inProgress: 'A parcel for this order is being created',
    noPhone: 'The order has no phone number: the courier needs one',
    noWilaya: 'The order has no wilaya: the courier needs one',
    courierDown: '{courier} could not be reached: nothing was created, try again later ({detail})',
    courierRefused: '{courier} refused the parcel: {detail}',
    noParcel: 'This order has no parcel yet',
    labelFailed: "{courier}'s label could not be fetched: {detail}",
    webhookSignature: 'Invalid webhook signature',
    webhookBody: 'Not a courier webhook',
    webhookNotConfigured: 'The webhook secret is not configured',
    testFailed: '{courier} refused: {detail}',
    wilayaUnknown: 'Unknown wilaya',
    feesUnavailable: "{courier}'s fees could not be read: nothing was changed ({detail})",
    noFees: '{courier} does not give its fees through its API',
  },
} as const;
