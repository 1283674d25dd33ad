// The card summary that the checkout sends instead of card data (docs/design.md, decision 2).
import * as yup from 'yup';
import { CARD_BRANDS, type CardSummary } from '@/lib/order/contract';
import { closed, exactText } from '@/lib/validation/common';
import {
  CARDHOLDER_NAME_RULE,
  CARD_EXPIRY_FORMAT_MESSAGE,
  CARD_EXPIRY_RE,
  CARD_EXPIRY_REQUIRED,
  cardNameError,
  cardZipError,
  ruleTest,
} from '@/lib/validation/card';

// The summary is checked with the card form's own rules (name, ZIP, expiry format), taken as sent: no trimming.

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
        .required(CARD_EXPIRY_REQUIRED)
        .matches(CARD_EXPIRY_RE, CARD_EXPIRY_FORMAT_MESSAGE),
      name: ruleTest(
        exactText('Cardholder name must be text')
          // names the field in the well-formed message, as the card form's own rule does
          .label(CARDHOLDER_NAME_RULE.label)
          .required('Cardholder name is required')
          .trim('Cardholder name must be trimmed'),
        'card-name',
        cardNameError,
      ),
      zipCode: ruleTest(
        exactText('ZIP code must be text').required('ZIP code is required').trim('ZIP code must be trimmed'),
        'card-zip',
        cardZipError,
      ),
    })
    // closed() is noUnknown() with an error at each unknown key's own path ('card.cvv').
    .strict(),
);
