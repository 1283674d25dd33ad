// The shop's frame (components/layout/ShopChrome.tsx) ends with an element of this id; until it has been parsed a
// shop page's content is not drawn (components/ui/GlobalStyle.tsx), so nothing half parsed is painted and then moved.
export const FRAME_END_ID = 'shop-frame-end';
