// Delivery or pickup (issue 25.3): the two kinds and what a missing choice is told, apart from the settings and the
// schema so the shopper's stored history and the checkout's first visit load neither the settings' checks nor yup.
export const FULFILMENT_KINDS = ['pickup', 'delivery'] as const;
export type FulfilmentKind = (typeof FULFILMENT_KINDS)[number];

export const CHOOSE_KIND_MESSAGE = 'Please choose delivery or pickup';
export const CHOOSE_SLOT_MESSAGE = 'Please choose a time slot';
/** An order body that names neither (issue 25: every order names delivery or pickup and a slot). */
export const FULFILMENT_REQUIRED_MESSAGE = 'Please choose delivery or pickup, and a time slot';
