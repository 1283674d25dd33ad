// Delivery or pickup (issue 25.3): the two kinds, apart from the settings so the shopper's stored history can check
// them without loading the settings' checks.
export const FULFILMENT_KINDS = ['pickup', 'delivery'] as const;
export type FulfilmentKind = (typeof FULFILMENT_KINDS)[number];
