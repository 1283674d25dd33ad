'use client';

import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { Product } from '@/lib/catalogue/types';
import Dialog from '@/components/ui/Dialog';
import { DialogCloseButton } from '@/components/ui/IconButton';
import { CloseIcon } from '@/components/ui/icons';
import ProductDetail from '@/components/catalogue/ProductDetail';

const Body = styled.div`
  position: relative;
  padding: ${theme.space(12)} ${theme.space(5)} ${theme.space(6)};
  ${theme.bp.md} {
    padding: ${theme.space(12)} ${theme.space(8)} ${theme.space(8)};
  }
`;

/**
 * The product detail modal of the catalogue and the home carousel. Adding closes it (the toast confirms),
 * as a shopper who chose a size and quantity is done with this product; focus returns to the opening button.
 */
export default function ProductDetailDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={product !== null} onClose={onClose} labelledBy={titleId} wide>
      {product ? (
        <Body>
          <DialogCloseButton type="button" aria-label="Close" onClick={onClose} autoFocus>
            <CloseIcon size={22} />
          </DialogCloseButton>
          <ProductDetail key={product.id} product={product} titleId={titleId} onAdded={onClose} />
        </Body>
      ) : null}
    </Dialog>
  );
}
