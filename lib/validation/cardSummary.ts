// The card summary that the checkout sends instead of card data (docs/design.md, decision 2).
import * as yup from 'yup';
import { CARD_BRANDS, type CardSummary } from '@/lib/order';
import { ZIP_CODE_MESSAGE, ZIP_CODE_RE, closed, exactText, plainText } from '@/lib/validation/common';
import { CARDHOLDER_NAME_RULE } from '@/lib/validation/card';

export const cardSummarySchema: yup.ObjectSchema<CardSummary> = closed(
  yup
    .object({
      brand: exactText('Card brand must be text')
        .required('Card brand is required')
        .oneOf(CARD_BRANDS, 'Unknown card brand'),
      last4: exactText('Last 4 digits must be text')
        .required('Last 4 digits are required')
        .matches(/^\d{4}$/, 'Last 4 digits must be exactly 4 digits'),
      expiry: exactText('Expiry must be text')
        .required('Expiry date is required')
        .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Invalid expiry format (MM/YY)'),
      name: plainText(
        exactText('Cardholder name must be text')
          .required('Cardholder name is required')
          .trim('Cardholder name must be trimmed')
          .min(2, 'Name must be at least 2 characters')
          .max(100, 'Name must be at most 100 characters'),
        CARDHOLDER_NAME_RULE,
      ),
      zipCode: exactText('ZIP code must be text')
        .required('ZIP code is required')
        .matches(ZIP_CODE_RE, ZIP_CODE_MESSAGE),
    })
    // closed() is noUnknown() with an error at each unknown key's own path ('card.cvv').
    .strict(),
);
